/** The developer console's routes: the list, and the list opened at one app. */
import { Route } from 'react-router-dom';
import { DeveloperConsolePage } from './DeveloperConsolePage.tsx';

export function developerConsoleRoutes() {
  return [
    <Route key="developer-console" path="/console" element={<DeveloperConsolePage />} />,
    <Route key="developer-console-app" path="/console/apps/:appId" element={<DeveloperConsolePage />} />,
  ];
}
