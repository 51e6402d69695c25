/** The developers' routes (spec 2). */
import { Route } from 'react-router-dom';
import { DeveloperPage } from './DeveloperPage.tsx';
import { DevelopersPage } from './DevelopersPage.tsx';

export function developersRoutes() {
  return [<Route key="developers" path="/developers" element={<DevelopersPage />} />, <Route key="developer" path="/developers/:slug" element={<DeveloperPage />} />];
}
