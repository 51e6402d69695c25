/** The catalogue's routes (spec 2), as route elements both `./Catalogue` and `./Marketplace` use. */
import { movedCategoryListing, paths } from '@marketplace/domain/routes';
import type { ReactNode } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { HomePage } from './HomePage.tsx';
import { ListingPage } from './ListingPage.tsx';
// Loaded when shown: the catalogue's first view does not need it.
import { SearchResultsScreen } from '../app-shell/lazy-screens.tsx';
import { allAppsPage, collectionPage, listingForSegment, servicesPage } from './listing-pages.ts';
import { useVariant } from './use-variant.ts';

/**
 * /apps/{segment}/: a collection or category listing, else what `other` renders (an app's detail,
 * which reads the same parameter as its slug).
 */
export function AppsSegment({ other }: { other: ReactNode }) {
  const { slug = '' } = useParams();
  const { product } = useVariant();
  const listing = listingForSegment(slug, product);
  return listing ? (
    <CategoryInPath>
      <ListingPage key={slug} config={listing} />
    </CategoryInPath>
  ) : (
    <>{other}</>
  );
}

/**
 * A listing addressed the old way, by `?category=`, moves to its category's path (the server
 * answers such an address with a 301; this covers a link followed inside the page and the hosts).
 */
function CategoryInPath({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const moved = movedCategoryListing(pathname, search);
  return moved === null ? <>{children}</> : <Navigate to={`${moved}${hash}`} replace />;
}

const trim = (path: string) => path.replace(/\/$/, '');

export function catalogueRoutes(segmentFallback: ReactNode) {
  return [
    <Route key="home" path={paths.home()} element={<HomePage />} />,
    <Route
      key="apps"
      path={trim(paths.apps())}
      element={
        <CategoryInPath>
          <ListingPage config={allAppsPage} />
        </CategoryInPath>
      }
    />,
    <Route key="segment" path="/apps/:slug" element={<AppsSegment other={segmentFallback} />} />,
    <Route key="services" path={trim(paths.services())} element={<ListingPage config={servicesPage} />} />,
    <Route key="saas" path={trim(paths.saasDeals())} element={<ListingPage config={collectionPage('saas-deals')} />} />,
    <Route key="omni" path={trim(paths.omnichannel())} element={<ListingPage config={collectionPage('omnichannel-communication')} />} />,
    <Route key="ecom" path={trim(paths.enhanceEcommerce())} element={<ListingPage config={collectionPage('enhance-ecommerce')} />} />,
    <Route key="search" path="/search" element={<SearchResultsScreen />} />,
  ];
}
