/**
 * The HTTP status of a public-shell page (spec 2): crawlers and link checkers read the
 * status, not the screen. A path the client does not route answers 404 (the client renders the
 * 404 page there), an unknown app slug redirects to /apps/ with a 302 (spec 2: "An unknown app
 * falls back to /apps/"), an unknown expert or developer to their list, a listing addressed by
 * `?category=` moves for good (301) to its category's path /apps/{category}/, everything else 200. The
 * known pages come from the domain's `paths` builders and client-only routes, so a route added
 * there is known here without a second list.
 */
import { appsCollections } from '@marketplace/domain/collections';
import { categorySlugs } from '@marketplace/domain/entities/app';
import { appDetailPath, clientOnlyRoutes, decodedSegment, movedCategoryListing, paths, profilePageOf, publicPath } from '@marketplace/domain/routes';
import { routePath } from './page-metadata.ts';

export type PageOutcome = { kind: 'page'; status: 200 | 404 } | { kind: 'redirect'; status: 301 | 302; location: string };

/**
 * Top-level client sections that have no builder in the domain's `paths` (a screen routed by the
 * client but never linked with a parameterless builder). Add a section here only with its route.
 */
export const clientSections: readonly string[] = [];

/** Stands for a path parameter when a `paths` builder is called to learn its shape. */
const PARAM = 'PARAM_SEGMENT';

/** '/apps/PARAM_SEGMENT/?x=1' → ['apps', '*']. */
function shapeOf(path: string): string[] {
  return routePath(path)
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.includes(PARAM) ? '*' : segment));
}

/** Every page shape the domain can build, e.g. ['apps', '*'], ['partners', 'expert', '*'], ['services', '*']. */
const pageShapes: readonly string[][] = [
  ...Object.values(paths).map((build) => shapeOf((build as (...args: string[]) => string)(PARAM, PARAM))),
  ...(['false', 'true'] as const).map((isService) => shapeOf(appDetailPath({ slug: PARAM, customProps: { isService } }))),
];
/** Prefixes under which the client owns every path (spec 2's client-only wildcard routes). */
const clientOnlyPrefixes = clientOnlyRoutes.map((route) => route.replace(/\*$/, ''));
const notFoundPath = paths.notFound();

function matchesShape(segments: readonly string[], shape: readonly string[]): boolean {
  return segments.length === shape.length && shape.every((part, index) => part === '*' || part === segments[index]);
}

/** Folders whose single parameter is an app's slug (published apps and services). */
const appFolders = new Set(['apps', 'services']);
const listingSegments = new Set<string>([...appsCollections, ...categorySlugs, ...shapeOf(paths.comingSoon()).slice(1)]);

export interface PageStatusOptions {
  /** Whether a published app (or service) with this slug exists. */
  appExists(slug: string): Promise<boolean>;
  /** Whether an expert's or a developer's profile with this slug exists; without it, every one does. */
  profileExists?(kind: 'expert' | 'developer', slug: string): Promise<boolean>;
}

/**
 * A redirect keeps the parameters of the address asked for that its location does not set: a
 * frame's (the framed flag and the host's choices) stay with the frame, a campaign's with the visit.
 */
function redirectTo(location: string, requestPath: string): PageOutcome {
  const asked = new URLSearchParams(requestPath.split('#')[0]?.split('?')[1] ?? '');
  const [path = '', query = ''] = location.split('?');
  const kept = new URLSearchParams(query);
  for (const [key, value] of asked) if (!kept.has(key)) kept.append(key, value);
  const search = kept.toString();
  return { kind: 'redirect', status: 302, location: search === '' ? path : `${path}?${search}` };
}

/**
 * The permanent redirect of a listing addressed by `?category=` to its category's path (spec 2's
 * /apps/{category}/), for the public shell and the hosts that render the marketplace inline.
 */
export function movedListing(requestPath: string): PageOutcome | null {
  const search = requestPath.split('#')[0]?.split('?')[1] ?? '';
  const moved = movedCategoryListing(routePath(requestPath), search);
  return moved === null ? null : { kind: 'redirect', status: 301, location: publicPath(moved) };
}

/** The outcome for a request path under the public shell (with or without /marketplace). */
export async function pageStatus(requestPath: string, options: PageStatusOptions): Promise<PageOutcome> {
  const path = routePath(requestPath);
  if (path === notFoundPath) return { kind: 'page', status: 404 };
  const moved = movedListing(requestPath);
  if (moved !== null) return moved;
  if (clientOnlyPrefixes.some((prefix) => path.startsWith(prefix))) return { kind: 'page', status: 200 };
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length === 1 && clientSections.includes(segments[0] ?? '')) return { kind: 'page', status: 200 };
  if (!pageShapes.some((shape) => matchesShape(segments, shape))) return { kind: 'page', status: 404 };

  const [folder, slug] = segments;
  if (segments.length === 2 && folder !== undefined && slug !== undefined && appFolders.has(folder)) {
    const app = decodedSegment(slug);
    if (app === null) return { kind: 'page', status: 404 };
    if (folder === 'apps' && listingSegments.has(app)) return { kind: 'page', status: 200 };
    if (!(await options.appExists(app))) return redirectTo(publicPath(paths.unknownApp(app)), requestPath);
  }
  // An unknown expert or developer leads back to their list, as the client's screens do.
  const profile = profilePageOf(path);
  if (profile !== null && options.profileExists) {
    if (profile.slug === null) return { kind: 'page', status: 404 };
    if (!(await options.profileExists(profile.kind, profile.slug))) return redirectTo(publicPath(profile.kind === 'expert' ? paths.partners() : paths.developers()), requestPath);
  }
  return { kind: 'page', status: 200 };
}
