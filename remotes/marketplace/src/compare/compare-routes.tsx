/** The comparison's route. */
import { Route } from 'react-router-dom';
import { ComparePage } from './ComparePage.tsx';

export function compareRoutes() {
  return [<Route key="compare" path="/compare" element={<ComparePage />} />];
}
