/** The own reviews' route (issue 16 item 6). */
import { Route } from 'react-router-dom';
import { MyReviewsPage } from './MyReviewsPage.tsx';

export function myReviewsRoutes() {
  return [<Route key="my-reviews" path="/my-reviews" element={<MyReviewsPage />} />];
}
