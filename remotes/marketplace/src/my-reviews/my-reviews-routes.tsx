/** The own reviews' route. */
import { Route } from 'react-router-dom';
// Loaded when shown: the catalogue's first view does not need it.
import { MyReviewsScreen } from '../app-shell/lazy-screens.tsx';

export function myReviewsRoutes() {
  return [<Route key="my-reviews" path="/my-reviews" element={<MyReviewsScreen />} />];
}
