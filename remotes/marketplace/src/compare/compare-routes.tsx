/** The comparison's route. */
import { Route } from 'react-router-dom';
// Loaded when shown: the catalogue's first view does not need it.
import { CompareScreen } from '../app-shell/lazy-screens.tsx';

export function compareRoutes() {
  return [<Route key="compare" path="/compare" element={<CompareScreen />} />];
}
