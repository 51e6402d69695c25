/**
 * Server rendering of the public shell's pages: each page arrives with its visible
 * content in the HTML, rendered by React from the same components as the browser. The remote's
 * build provides its components (remotes/marketplace/dist-server) and the public shell's build the
 * page around them (hosts/public-shell/dist-server); this module reads the data the page shows,
 * renders, and embeds that data once beside the HTML, so the browser's first render (hydration)
 * repeats no request. Without the server builds the page is sent as built (rendered in the browser).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { earlyControlsScript } from '@marketplace/shared/early-controls';
import { firstViewContainerAttribute, framedQueryFlag, pageDataElementId, serverEntryFile } from '@marketplace/shared/federation';
import { appPageParams, MAX_PAGE_APPS } from '@marketplace/domain/calls/catalogue-pages';
import { catalogueReadOfPath } from '@marketplace/domain/catalogue-pages';
import { isService } from '@marketplace/domain/apps';
import { BASE_PATH, SEARCH_LIMIT } from '@marketplace/domain/constants';
import type { App } from '@marketplace/domain/entities/app';
import type { Product } from '@marketplace/domain/entities/product';
import { productQueryFlag, type EmbeddingProduct } from '@marketplace/domain/page-runtime-config';
import { hasSessionCookie } from '@marketplace/domain/session-keeping';
import { readFilters, readListingScope } from '@marketplace/domain/listing';
import { cardsForSteps, listingStepsOf } from '@marketplace/domain/listing-steps';
import { parseQuery, queryString } from '@marketplace/domain/query-string';
import { scriptSafeJson } from './page-metadata.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * What a page is rendered with: what it shows of the catalogue (Home's rows, a listing's first
 * window with its counts, search hits, an app's rows), never the whole catalogue, and what some
 * routes show besides.
 */
export interface PageData {
  /** A top-level page asked with the platform's session flag (its user is being signed in). */
  sessionKept?: true;
  /** The developers' page: each developer's number of published products. */
  productCounts?: unknown;
  /** A developer's page: their published apps and services. */
  developerApps?: { developerId: string; apps: unknown[] };
  home?: { product: string; rows: unknown };
  listing?: { params: Record<string, string>; limit: number; page: unknown };
  search?: { params: Record<string, string>; hits: unknown };
  experts?: unknown[];
  expert?: unknown;
  developers?: unknown[];
  appDetail?: { app: unknown; resources: unknown; feedback: unknown; developer: unknown; reviewPage: unknown; rows?: unknown };
}
interface ServerRenderInput {
  location: string;
  pageData: PageData;
  /** The platform's public origin (the browser reads it from the page's run-time configuration). */
  platformOrigin: string;
}
interface RemoteServerEntry {
  Marketplace: unknown;
  /** Gives the sanitiser its DOM (jsdom), once; what a page showing an app's description needs first. */
  loadServerDom?(): Promise<void>;
}
/** What an inline host hands its `./mount`, as far as the first view's HTML depends on it. */
export interface InlineHost {
  product: 'livechat' | 'helpdesk' | 'text';
  /** The path the host shows the marketplace under, e.g. '/marketplace'. */
  basename: string;
  hostChrome: boolean;
  hostNavigation: boolean;
  notifications: 'top' | 'bottom';
}

/** An inline host's first view: its container's content, and the two scripts that go beside it. */
export interface InlineFirstView {
  /** Hints for the page's <head> (preloads of the first images); optional. */
  head: string;
  /** The HTML to put inside the host's container (the element given to `./mount`). */
  html: string;
  /** The page's data block (`<script type="application/json">`), anywhere in the page's body. */
  data: string;
  /** The inline script that makes the controls work before the page is live, in the page's <head>. */
  early: string;
}

interface ShellServerEntry {
  /** The marketplace alone, as an inline host's `./mount` renders it. */
  renderInlineMarketplace(marketplace: unknown, server: ServerRenderInput, host: InlineHost): Promise<{ head: string; body: string }>;
  renderPublicShell(marketplace: unknown, server: ServerRenderInput): Promise<{ head: string; body: string }>;
  /** The marketplace as a host's frame shows it (the frame's first address keeps its flags). */
  renderFramedShell(marketplace: unknown, server: ServerRenderInput & { product: EmbeddingProduct }): Promise<{ head: string; body: string }>;
}

export interface ServerRendererOptions {
  /** The remote's dist-server and the public shell's dist-server folders. */
  remoteServerDist: string;
  shellServerDist: string;
  /** The platform's public origin, as the page's run-time configuration gives it to the browser. */
  platformOrigin: string;
  /**
   * A platform read (a path under /v2) as the API answers it: null for a 4xx answer, throws on any
   * other failure (the page then answers 500).
   */
  read: (path: string) => Promise<unknown>;
  /** The product an embedder's origin registered for (MARKETPLACE_EMBEDDERS), null for another origin. */
  productOf?: (origin: string, asked: string | null) => EmbeddingProduct | null;
  /** Where a page that could not be rendered is reported (it is then sent to render in the browser). */
  logError(error: unknown): void;
}

/** A page's address as the marketplace's routes read it: the path under the base path, and the query. */
function addressUnder(location: string, basename: string): { path: string; search: string } {
  const [full = '/', search = ''] = location.split('#')[0]?.split('?') ?? [];
  return { path: full.startsWith(`${basename}/`) ? full.slice(basename.length) : full, search };
}

/**
 * The API reads a page shows besides the catalogue, by its path under the base path (the public
 * site's, or an inline host's): every page
 * lists the partners (the header's search suggests them, partners pages list them), a partner's
 * profile shows that partner, developers pages list the developers. Each is embedded for
 * hydration, so the page repeats none of them.
 */
export function pageReads(location: string, basename = BASE_PATH): { experts: string; expert?: string; developers?: string; app?: string } {
  const { path } = addressUnder(location, basename);
  const experts = '/v2/partners/experts_marketplace';
  const profile = /^\/partners\/expert(?:-campaign)?\/([^/]+)\/?$/.exec(path);
  if (profile?.[1]) return { experts, expert: `${experts}/${profile[1]}` };
  if (path.startsWith('/developers/')) return { experts, developers: '/v2/developers' };
  // An app's or a service's detail (a collection's or a category's listing is no app).
  const shown = catalogueReadOfPath(path);
  if (shown.kind === 'app') return { experts, app: `/v2/applications/${shown.slug}/published` };
  return { experts };
}

/** What an app's detail page shows besides the app: its resources, its reviews (summary and first page), its developer's byline. */
export function appDetailReads(app: { id: string; developerId?: string | null | undefined }): { resources: string; feedback: string; reviewPage: string; developer?: string } {
  const id = encodeURIComponent(app.id);
  return {
    resources: `/v2/applications/${id}/resources`,
    feedback: `/v2/feedback/rate/application/${id}`,
    reviewPage: `/v2/feedback/rate/application/${id}/reviews`,
    ...(app.developerId ? { developer: `/v2/developers/${encodeURIComponent(app.developerId)}/profile` } : {}),
  };
}

const isAppLike = (value: unknown): value is { id: string; developerId?: string | null } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** An app as the platform answers it: what its rows are read by. */
const hasRowFields = (app: object): app is Pick<App, 'id' | 'developerId' | 'category' | 'customProps'> =>
  'category' in app && typeof (app as Partial<App>).category?.id === 'string' && typeof (app as Partial<App>).customProps === 'object';

/** The product the public shell and the chat product's frame render the marketplace for. */
const PAGE_PRODUCT = 'livechat' satisfies Product & EmbeddingProduct;
const PAGE_VARIANT = 'public';

/** The platform's read of an app page's rows (more by its developer, related apps). */
export function appRowsRead(app: Pick<App, 'id' | 'developerId' | 'category' | 'customProps'>): string {
  const rows = { id: app.id, developerId: app.developerId ?? undefined, category: app.category.id, service: String(isService(app)) };
  return `/v2/applications/published/rows${queryString(rows)}`;
}

async function readAppDetail(path: string | undefined, read: ServerRendererOptions['read']): Promise<PageData['appDetail']> {
  const app = path ? await read(path) : null;
  if (!isAppLike(app)) return undefined;
  const reads = appDetailReads(app);
  const [resources, feedback, developer, reviewPage, rows] = await Promise.all(
    [reads.resources, reads.feedback, reads.developer, reads.reviewPage, hasRowFields(app) ? appRowsRead(app) : undefined].map((each) =>
      each ? read(each) : Promise.resolve(null),
    ),
  );
  return { app, resources, feedback, developer, reviewPage, ...(rows ? { rows } : {}) };
}

/**
 * What the page shows of the catalogue, read as the screens read it: Home's rows, a listing's
 * first window (as many steps as its address keeps) with its counts, or search hits.
 */
async function readCatalogue(
  location: string,
  read: ServerRendererOptions['read'],
  basename = BASE_PATH,
  product: Product = PAGE_PRODUCT,
): Promise<Pick<PageData, 'home' | 'listing' | 'search' | 'productCounts'>> {
  const { path, search } = addressUnder(location, basename);
  const query = parseQuery(search);
  const shown = catalogueReadOfPath(path);
  if (shown.kind === 'home') {
    const rows = await read(`/v2/applications/published/home${queryString({ product })}`);
    return rows ? { home: { product, rows } } : {};
  }
  if (shown.kind === 'listing') {
    const params = appPageParams(shown.source, product, readFilters(query), readListingScope(query));
    const limit = Math.min(cardsForSteps(listingStepsOf(query)), MAX_PAGE_APPS);
    const page = await read(`/v2/applications/published/pages${queryString({ ...params, limit })}`);
    return page ? { listing: { params, limit, page } } : {};
  }
  if (path === '/developers/') {
    const productCounts = await read('/v2/applications/published/product-counts');
    return productCounts ? { productCounts } : {};
  }
  if (shown.kind === 'search' && (query['query'] ?? '').trim() !== '') {
    const params = { query: (query['query'] ?? '').trim(), variant: PAGE_VARIANT, limit: String(SEARCH_LIMIT) };
    const hits = await read(`/v2/applications/published/search${queryString(params)}`);
    return hits ? { search: { params, hits } } : {};
  }
  return {};
}

/** A developer's page: the apps of the developer its address names, once the developers are read. */
async function readDeveloperApps(location: string, developers: unknown[], read: ServerRendererOptions['read'], basename = BASE_PATH): Promise<PageData['developerApps'] | null> {
  const slug = /^\/developers\/([^/]+)\/?$/.exec(addressUnder(location, basename).path)?.[1];
  const developer = slug ? (developers as { id?: unknown; slug?: unknown }[]).find((each) => each.slug === slug) : undefined;
  if (typeof developer?.id !== 'string') return null;
  const answer = (await read(`/v2/applications/published/by-developer${queryString({ developerId: developer.id })}`)) as { apps?: unknown } | null;
  return Array.isArray(answer?.apps) ? { developerId: developer.id, apps: answer.apps } : null;
}

async function readPageData(location: string, read: ServerRendererOptions['read'], basename?: string, product?: Product): Promise<PageData> {
  const reads = pageReads(location, basename);
  const [[experts, expert, developers], appDetail, catalogue] = await Promise.all([
    Promise.all([reads.experts, reads.expert, reads.developers].map((path) => (path ? read(path) : Promise.resolve(null)))),
    readAppDetail(reads.app, read),
    readCatalogue(location, read, basename, product),
  ]);
  const developerApps = Array.isArray(developers) ? await readDeveloperApps(location, developers, read, basename) : null;
  return {
    ...catalogue,
    ...(developerApps ? { developerApps } : {}),
    ...(Array.isArray(experts) ? { experts } : {}),
    ...(expert ? { expert } : {}),
    ...(Array.isArray(developers) ? { developers } : {}),
    ...(appDetail ? { appDetail } : {}),
  };
}

const earlyScriptElement = `<script>${earlyControlsScript}</script>`;
const dataBlock = (pageData: PageData) => `<script type="application/json" id="${pageDataElementId}">${scriptSafeJson(pageData)}</script>`;

/** Puts the rendered page (its hints into <head>, its body into the root) and its data into the built page. */
export function embedRendered(html: string, rendered: { head: string; body: string }, pageData: PageData): string {
  const data = dataBlock(pageData);
  // The controls work before the page is live: the script runs before the first paint.
  return html.replace(/<\/head>/i, () => `${rendered.head}${earlyScriptElement}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${rendered.body}</div>${data}`);
}

/** The marked container of an inline host's page: the server renders the marketplace into it. */
const FIRST_VIEW_CONTAINER = new RegExp(`(<([a-z]+)\\b[^>]*\\b${firstViewContainerAttribute}\\b[^>]*>)\\s*(</\\2>)`, 'i');

/** Puts an inline host's first view into its page: into its container (firstViewContainerAttribute). */
export function embedInline(html: string, view: InlineFirstView): string {
  if (!FIRST_VIEW_CONTAINER.test(html)) return html;
  return html
    .replace(/<\/head>/i, () => `${view.head}${view.early}</head>`)
    .replace(FIRST_VIEW_CONTAINER, (_match, open: string, _tag: string, close: string) => `${open}${view.html}${close}`)
    .replace(/<\/body>/i, () => `${view.data}</body>`);
}

/**
 * Renders a page (`(html, url) => html`); `inline(url, host)` renders an inline host's first view
 * (null when the server builds are unavailable or the page could not be rendered); `warm()` starts
 * loading the server builds without waiting.
 */
export type ServerRenderer = ((html: string, url: string, referer?: string, cookie?: string) => Promise<string>) & {
  inline(url: string, host: InlineHost): Promise<InlineFirstView | null>;
  warm(): void;
};

/**
 * The public shell's page renderer: `(html, url) => html` with the page's content rendered in, or
 * null when the server builds are missing. A page asked for inside a host's frame (the `framed`
 * flag) is rendered as the frame shows it, without the site's chrome. The server builds (React and the remote's components: tens
 * of MB and much CPU) are imported on the first page or on
 * `warm()`, once, shared by the pages that wait for them, so they are not on the way of the
 * platform being ready; a build that fails to load is logged and its pages render in the browser.
 * jsdom, which DOMPurify needs on the server (much more memory), loads only before the first page
 * that shows an app's description.
 */
export async function createServerRenderer(options: ServerRendererOptions): Promise<ServerRenderer | null> {
  const remotePath = join(options.remoteServerDist, serverEntryFile);
  const shellPath = join(options.shellServerDist, serverEntryFile);
  if (!existsSync(remotePath) || !existsSync(shellPath)) return null;
  let entries: Promise<{ remote: RemoteServerEntry; shell: ShellServerEntry } | null> | null = null;
  const load = () =>
    (entries ??= (async () => ({
      remote: (await import(pathToFileURL(remotePath).href)) as RemoteServerEntry,
      shell: (await import(pathToFileURL(shellPath).href)) as ShellServerEntry,
    }))().catch((error: unknown) => {
      options.logError(error);
      return null;
    }));

  /**
   * The product of the page framing this one: the registered embedder its referer names, else the
   * chat product's (as the frame itself falls back to when the browser does not tell its parent).
   */
  const framingProduct = (referer: string | undefined, asked: string | null): EmbeddingProduct => {
    if (!referer || !URL.canParse(referer)) return PAGE_PRODUCT;
    return options.productOf?.(new URL(referer).origin, asked) ?? PAGE_PRODUCT;
  };

  const render = async (html: string, url: string, referer?: string, cookie?: string) => {
    if (!html.includes(EMPTY_ROOT)) return html;
    const query = new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '');
    const framed = query.has(framedQueryFlag);
    // A frame shows the catalogue of the product its host registered for (of those, the one it asked for); the public site the chat product's.
    const product = framed ? framingProduct(referer, query.get(productQueryFlag)) : PAGE_PRODUCT;
    // A platform failure here is the page's failure (500); a rendering bug is not the visitor's.
    const [read, loaded] = await Promise.all([readPageData(url, options.read, undefined, product), load()]);
    if (!loaded) return html;
    // A top-level page keeps its session in the platform's cookie (domain/session-keeping): asked
    // with its flag, the page is drawn signing in, as the browser draws it until the platform answers.
    const pageData: PageData = !framed && hasSessionCookie(cookie ?? '') ? { ...read, sessionKept: true } : read;
    try {
      // Only an app's detail shows a description (sanitised HTML): jsdom loads on the first of them.
      if (pageData.appDetail) await loaded.remote.loadServerDom?.();
      const input = { location: url, pageData, platformOrigin: options.platformOrigin };
      const rendered = await (framed
        ? loaded.shell.renderFramedShell(loaded.remote.Marketplace, { ...input, product })
        : loaded.shell.renderPublicShell(loaded.remote.Marketplace, input));
      return embedRendered(html, rendered, pageData);
    } catch (error) {
      options.logError(error);
      return html;
    }
  };
  // A host's page is the host's: whatever fails here, it is sent as built and its mount renders in the browser.
  const inline = async (url: string, host: InlineHost): Promise<InlineFirstView | null> => {
    try {
      const [pageData, loaded] = await Promise.all([readPageData(url, options.read, host.basename, host.product), load()]);
      if (!loaded) return null;
      if (pageData.appDetail) await loaded.remote.loadServerDom?.();
      const rendered = await loaded.shell.renderInlineMarketplace(loaded.remote.Marketplace, { location: url, pageData, platformOrigin: options.platformOrigin }, host);
      return { head: rendered.head, html: rendered.body, data: dataBlock(pageData), early: earlyScriptElement };
    } catch (error) {
      options.logError(error);
      return null;
    }
  };
  return Object.assign(render, { inline, warm: () => void load() });
}
