/** The comparison's route (issue 16 item 6). */
import { Route } from 'react-router-dom';
import { ComparePage } from './ComparePage.tsx';

export function compareRoutes() {
  return [<Route key="compare" path="/compare" element={<ComparePage />} />];
}
