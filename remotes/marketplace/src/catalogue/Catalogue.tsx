/** `./Catalogue`: home, listings and search inside the marketplace's layout. */
import { Routes, Route } from 'react-router-dom';
import { Layout } from '../app-shell/Layout.tsx';
import { NotFound } from '../app-shell/NotFound.tsx';
import { exposeScreen } from '../app-shell/standalone.tsx';
import { catalogueRoutes } from './catalogue-routes.tsx';

export function CatalogueScreen() {
  return (
    <Layout>
      <Routes>
        {catalogueRoutes(<NotFound />)}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Layout>
  );
}

export default exposeScreen(CatalogueScreen);
