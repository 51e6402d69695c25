/**
 * The five origins of the runtime topology (docs/architecture.md), in one Node process:
 * :4000 platform API + public shell at /marketplace/, :4001 the remote's assets (CORS for the
 * hosts), :4002 the chat agent app, :4003 the help desk, :4004 the text product's host (the help
 * desk's build: its page serves the product of the origin it is loaded from). Ports and origins
 * come from the run-time configuration.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { allEmbedders, type RuntimeConfig } from '@marketplace/domain/runtime-config';
import { callbackPathsOf, embeddersOf, framedProductOf } from '@marketplace/domain/page-runtime-config';
import { paths, remoteEntryUrl, serverBuildDir } from '@marketplace/shared/federation';
import { schemaController } from '../http/fastify-options.ts';
import { createPlatform } from '../platform.ts';
import type { PlatformOptions } from '../platform.ts';
import { repoRoot } from '../server-root.ts';
import { embedderAllowLists } from './allow-lists.ts';
import { buildHashOf } from './build-hash.ts';
import { registerEmbeddingCheck } from './embedding-check.ts';
import { registerFirstView } from './first-view-route.ts';
import { readRuntimeConfig, withRuntimeConfig } from './config.ts';
import { registerCompression } from './compression.ts';
import { createPageMetadataRenderer, databaseLookup, databaseProfiles } from './page-metadata.ts';
import { movedListing, pageStatus } from './page-status.ts';
import { injectPreloads, remotePreloadLinks } from './remote-preload.ts';
import { agentAppFrame, agentAppPage, productHostPage } from './host-pages.ts';
import { pagesAhead } from './pages-ahead.ts';
import { createServerRenderer, embedInline } from './server-render.ts';
import { frameAncestorsFromEnv, registerSecurityHeaders, type FrameAncestors } from './security-headers.ts';
import { serveStaticSite } from './static-site.ts';

export const distFolders = {
  remote: resolve(repoRoot, 'remotes/marketplace/dist'),
  remoteServer: resolve(repoRoot, 'remotes/marketplace', serverBuildDir),
  publicShell: resolve(repoRoot, 'hosts/public-shell/dist'),
  publicShellServer: resolve(repoRoot, 'hosts/public-shell', serverBuildDir),
  agentApp: resolve(repoRoot, 'hosts/agent-app/dist'),
  helpdesk: resolve(repoRoot, 'hosts/helpdesk/dist'),
} as const;

export interface RunningMarketplace {
  urls: { publicShell: string; remote: string; agentApp: string; helpdesk: string; text: string };
  close(): Promise<void>;
}

/** A bare Fastify for a static origin: no logs of its own beyond errors, JSON 404s, compressed answers. */
async function staticOrigin(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, schemaController });
  await registerCompression(app);
  return app;
}

/**
 * Whether the public shell's pages are rendered on the server: on unless
 * MARKETPLACE_SERVER_RENDER=off (then the built page renders in the browser, as before).
 */
/** MARKETPLACE_SERVICE_WORKER=off: the public site registers no service worker (and removes one it had). */
export const serviceWorkerFromEnv = (env: Readonly<Record<string, string | undefined>> = process.env): boolean => env['MARKETPLACE_SERVICE_WORKER'] !== 'off';

export const serverRenderFromEnv = (env: Readonly<Record<string, string | undefined>> = process.env): boolean => env['MARKETPLACE_SERVER_RENDER'] !== 'off';

export async function startMarketplace(
  options: Pick<PlatformOptions, 'databaseUrl' | 'dataDir' | 'seed' | 'logger' | 'operatorToken'> & {
    host?: string;
    config?: RuntimeConfig;
    /** MARKETPLACE_FRAME_ANCESTORS as the caller read it (main checks it before starting); the environment's otherwise. */
    frameAncestors?: FrameAncestors;
    serverRender?: boolean;
    serviceWorker?: boolean;
  },
): Promise<RunningMarketplace> {
  // 'localhost' binds both loopback families, as browsers may try ::1 first.
  const host = options.host ?? 'localhost';
  // Ports and origins from the environment (PORT_*, *_ORIGIN), read once; the table of docs/architecture.md by default.
  const config = options.config ?? readRuntimeConfig();
  const { origins, ports } = config;
  // Every embedder of the environment (MARKETPLACE_EMBEDDERS, the vendor's own hosts by default):
  // CORS of the API and of the remote's assets, and the sign-in's return addresses, all from the
  // one list; the platform adds those an operator stores, and allowLists below does for the pages.
  const hostOrigins = [...new Set([origins.platform, ...allEmbedders(config)])];
  // The public site's build: served in app-data.json and carried by its pages (spec 4).
  const buildHash = buildHashOf([join(distFolders.publicShell, 'index.html'), join(distFolders.remote, 'remoteEntry.js')]);
  const serviceWorker = options.serviceWorker ?? serviceWorkerFromEnv();
  const platform = await createPlatform({
    ...options,
    embedders: embeddersOf(config),
    allowedOrigins: [...hostOrigins, origins.remote],
    buildHash,
    // Asset addresses and the sign-in's return origins are this configuration's, not the seed's.
    publicOrigin: origins.platform,
    signInRedirectOrigins: [...new Set([origins.platform, origins.remote, ...hostOrigins])],
    callbackOnlyOrigins: [origins.platform, origins.remote],
    hostCallbackPaths: Object.fromEntries(allEmbedders(config).map((origin) => [origin, callbackPathsOf(config, origin)])),
  });
  const allowLists = embedderAllowLists(config, platform.embedders, options.frameAncestors ?? frameAncestorsFromEnv(process.env, config));
  const policies = () => allowLists().policies;
  const withConfig = (html: string) => withRuntimeConfig(html, allowLists().config);
  registerEmbeddingCheck(
    platform.app,
    () => allowLists().config,
    () => policies().publicShell.frameAncestors,
  );
  const started: FastifyInstance[] = [];
  const lookup = databaseLookup(platform.db, origins.platform);
  const profiles = databaseProfiles(platform.db, origins.platform);
  const renderMetadata = createPageMetadataRenderer({ db: platform.db, origin: origins.platform });
  const marketplacePreloads = remotePreloadLinks(distFolders.remote, origins.remote, './Marketplace');
  const mountPreloads = remotePreloadLinks(distFolders.remote, origins.remote, './mount');
  const serverRender = !(options.serverRender ?? serverRenderFromEnv())
    ? null
    : await createServerRenderer({
        remoteServerDist: distFolders.remoteServer,
        shellServerDist: distFolders.publicShellServer,
        platformOrigin: origins.platform,
        productOf: (origin, asked) => framedProductOf(allowLists().config, origin, asked),
        read: async (url) => {
          const answer = await platform.app.inject({ method: 'GET', url });
          // An unknown or malformed partner is no page data (the page says so); the platform failing is the page's failure.
          if (answer.statusCode >= 400 && answer.statusCode < 500) return null;
          if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
          return answer.json<unknown>();
        },
        logError: (error) => platform.app.log.error(error),
      });
  registerFirstView(platform.app, serverRender);
  // The agent app's frames, rendered while the agent app's page travels (a few seconds at most).
  const framesAhead = pagesAhead({ maxAgeMs: 10_000, max: 16 });
  try {
    // The public shell shares the platform's origin; in framed mode only the configured embedders may frame it.
    registerSecurityHeaders(platform.app, (path) =>
      path.startsWith(paths.publicShell) || path === paths.publicShell.slice(0, -1)
        ? policies().publicShell
        : path.startsWith('/accounts/')
          ? policies().signIn
          : policies().platformOther,
    );
    const renderShellPage = async (html: string, url: string, referer: string | undefined, status: 200 | 404 = 200, cookie?: string) => {
      const withMetadata = await renderMetadata(html, url, status);
      const publicConfig: RuntimeConfig = { ...allowLists().config, buildHash, serviceWorker };
      return withRuntimeConfig(injectPreloads(serverRender ? await serverRender(withMetadata, url, referer, cookie) : withMetadata, marketplacePreloads), publicConfig);
    };
    await serveStaticSite(platform.app, {
      root: distFolders.publicShell,
      prefix: paths.publicShell,
      // Title, description and JSON-LD per route, and the page's content rendered by React, so
      // crawlers read pages without JavaScript and visitors see them before any script ran.
      renderHtml: async (html, url, from) => (await framesAhead.take(url, from.referer)) ?? renderShellPage(html, url, from.referer, from.status, from.cookie),
      pageStatus: (path) =>
        pageStatus(path, { appExists: async (slug) => (await lookup(slug)) !== null, profileExists: async (kind, slug) => (await profiles(kind, slug)) !== null }),
    });
    await platform.app.listen({ port: ports.platform, host });
    started.push(platform.app);

    const remote = await staticOrigin();
    registerSecurityHeaders(remote, () => policies().remote);
    await remote.register(cors, { origin: (_origin, answer) => answer(null, allowLists().hostOrigins), methods: ['GET', 'HEAD'] });
    // Its preview page takes the platform's origin from the configuration, like the hosts. The
    // host SDK's entries (sdk/v1/, one script tag for a host without npm) are versioned by their
    // address, like the hashed assets.
    await serveStaticSite(remote, { root: distFolders.remote, prefix: '/', renderHtml: withConfig, immutable: ['assets', 'sdk'] });
    await remote.listen({ port: ports.remote, host });
    started.push(remote);

    const agentApp = await staticOrigin();
    registerSecurityHeaders(agentApp, () => policies().agentApp);
    // Its marketplace's frame is in the page, with the host's script after it (host-pages.ts).
    const shellIndexHtml = serverRender ? readFileSync(join(distFolders.publicShell, 'index.html'), 'utf8') : '';
    const agentAppAssets = new Map<string, string | null>();
    const readAgentAppAsset = (file: string) => {
      const path = join(distFolders.agentApp, 'assets', file);
      if (!agentAppAssets.has(file)) agentAppAssets.set(file, existsSync(path) ? readFileSync(path, 'utf8') : null);
      return agentAppAssets.get(file) ?? null;
    };
    // The frame's page is rendered once the agent app's page has gone out (a render holds the one
    // thread, and the page's compressed chunks would wait for it), while that page travels to the
    // browser and the frame's request follows: the request finds its page ready (pages-ahead.ts).
    if (serverRender) {
      agentApp.addHook('onResponse', async (request, reply) => {
        const page = request.method === 'GET' && reply.statusCode === 200 && String(reply.getHeader('content-type')).startsWith('text/html');
        const frame = page ? agentAppFrame(request.url, origins.platform) : null;
        if (!frame) return;
        const framePath = `${frame.pathname}${frame.search}`;
        framesAhead.start(framePath, origins.agentApp, () => renderShellPage(shellIndexHtml, framePath, `${origins.agentApp}/`));
      });
    }
    await serveStaticSite(agentApp, {
      root: distFolders.agentApp,
      prefix: '/',
      renderHtml: (html, url) => withConfig(agentAppPage(html, agentAppFrame(url, origins.platform), readAgentAppAsset)),
    });
    await agentApp.listen({ port: ports.agentApp, host });
    started.push(agentApp);

    // The help desk and the text product's host: one build, each origin serving its own product.
    for (const product of ['helpdesk', 'text'] as const) {
      const productHost = await staticOrigin();
      registerSecurityHeaders(productHost, () => policies()[product]);
      // Its marketplace section arrives with the first view rendered into the page's container,
      // with the options its inline mount passes (the host's own chrome, its toasts at the bottom).
      const inlineHost = { product, basename: paths.helpdesk.replace(/\/$/, ''), hostChrome: true, hostNavigation: false, notifications: 'bottom' } as const;
      const renderInline = async (html: string, url: string) => {
        const view = serverRender && url.startsWith(paths.helpdesk) ? await serverRender.inline(url, inlineHost) : null;
        return view ? embedInline(html, view) : html;
      };
      await serveStaticSite(productHost, {
        root: distFolders.helpdesk,
        prefix: '/',
        renderHtml: async (html, url) => withConfig(injectPreloads(await renderInline(productHostPage(html, product), url), mountPreloads)),
        // Its marketplace section shares the public shell's paths: an old category address moves there too.
        pageStatus: (path) => Promise.resolve((path.startsWith(paths.helpdesk) ? movedListing(path) : null) ?? { kind: 'page', status: 200 }),
      });
      await productHost.listen({ port: ports[product], host });
      started.push(productHost);
    }
  } catch (error) {
    await Promise.allSettled(started.map((app) => app.close()));
    await platform.close();
    throw error;
  }

  // Every origin answers now; the server render's builds load meanwhile, before the first page asks.
  serverRender?.warm();

  return {
    urls: {
      publicShell: `${origins.platform}${paths.publicShell}`,
      remote: remoteEntryUrl(origins.remote),
      agentApp: `${origins.agentApp}${paths.agentAppMarketplace}/`,
      helpdesk: `${origins.helpdesk}${paths.helpdesk}`,
      text: `${origins.text}${paths.helpdesk}`,
    },
    async close() {
      await Promise.allSettled(started.slice(1).map((app) => app.close()));
      await platform.close();
    },
  };
}
