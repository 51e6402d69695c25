/** The partners' routes (spec 2). */
import { paths } from '@marketplace/domain/routes';
import { Route } from 'react-router-dom';
import { ExpertPage } from './ExpertPage.tsx';
import { PartnersPage } from './PartnersPage.tsx';

const trim = (path: string) => path.replace(/\/$/, '');

export function expertsRoutes() {
  return [
    <Route key="partners" path={trim(paths.partners())} element={<PartnersPage recommendedOnly={false} />} />,
    <Route key="recommended" path={trim(paths.recommendedPartners())} element={<PartnersPage recommendedOnly />} />,
    <Route key="expert" path="/partners/expert/:slug" element={<ExpertPage />} />,
    <Route key="campaign" path="/partners/expert-campaign/:slug" element={<ExpertPage campaign />} />,
  ];
}
