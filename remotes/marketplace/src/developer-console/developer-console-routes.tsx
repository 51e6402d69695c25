/** The developer console's routes: the list, and the list opened at one app. */
import { Route } from 'react-router-dom';
// Loaded when shown: the catalogue's first view does not need it.
import { DeveloperConsoleScreen } from '../app-shell/lazy-screens.tsx';

export function developerConsoleRoutes() {
  return [
    <Route key="developer-console" path="/console" element={<DeveloperConsoleScreen />} />,
    <Route key="developer-console-app" path="/console/apps/:appId" element={<DeveloperConsoleScreen />} />,
  ];
}
