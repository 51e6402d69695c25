/** The own reviews' route. */
import { Route } from 'react-router-dom';
import { MyReviewsPage } from './MyReviewsPage.tsx';

export function myReviewsRoutes() {
  return [<Route key="my-reviews" path="/my-reviews" element={<MyReviewsPage />} />];
}
