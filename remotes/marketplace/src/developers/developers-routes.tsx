/** The developers' routes (spec 2). */
import { Route } from 'react-router-dom';
// Loaded when shown: the catalogue's first view does not need them.
import { DeveloperScreen, DevelopersScreen } from '../app-shell/lazy-screens.tsx';

export function developersRoutes() {
  return [<Route key="developers" path="/developers" element={<DevelopersScreen />} />, <Route key="developer" path="/developers/:slug" element={<DeveloperScreen />} />];
}
