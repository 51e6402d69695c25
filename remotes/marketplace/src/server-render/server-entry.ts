/**
 * The remote's server entry: what the platform's server imports to render public pages
 * from the same components as the browser. Built by `vite build --config vite.server.config.ts`
 * into dist-server/ (no module federation on the server: the host's server entry receives this
 * component directly). The platform renders `Marketplace` with `server` set to the page asked for
 * and the data it read.
 */
import { provideServerDom } from '../ui/SanitizedHtml.tsx';

let serverDom: Promise<void> | null = null;

/**
 * DOMPurify's supported server set-up: one jsdom window for the process, so developer-written
 * descriptions arrive sanitised in the HTML (the browser applies the same rules when hydrating).
 * Only a page showing a description needs it, and jsdom is most of this build's memory (about
 * 75 MB of RSS and a second of CPU to load): the platform awaits this before rendering such a page
 * (an app's detail), once for the process, and other pages never load it.
 */
export function loadServerDom(): Promise<void> {
  serverDom ??= import('jsdom').then(({ JSDOM }) => provideServerDom(new JSDOM('<!DOCTYPE html>').window as unknown as typeof globalThis));
  return serverDom;
}

export { default as Marketplace } from '../Marketplace.tsx';
export { pageDataSchema, type PageData } from './page-data-schema.ts';
export type { ServerRender } from './page-data.ts';
