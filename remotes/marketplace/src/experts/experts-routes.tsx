/** The partners' routes (spec 2). */
import { paths } from '@marketplace/domain/routes';
import { Route } from 'react-router-dom';
// Loaded when shown: the catalogue's first view does not need them.
import { ExpertScreen, PartnersScreen } from '../app-shell/lazy-screens.tsx';

const trim = (path: string) => path.replace(/\/$/, '');

export function expertsRoutes() {
  return [
    <Route key="partners" path={trim(paths.partners())} element={<PartnersScreen recommendedOnly={false} />} />,
    <Route key="recommended" path={trim(paths.recommendedPartners())} element={<PartnersScreen recommendedOnly />} />,
    <Route key="expert" path="/partners/expert/:slug" element={<ExpertScreen />} />,
    <Route key="campaign" path="/partners/expert-campaign/:slug" element={<ExpertScreen campaign />} />,
  ];
}
