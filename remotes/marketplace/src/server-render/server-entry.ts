/**
 * The remote's server entry (issue 15): what the platform's server imports to render public pages
 * from the same components as the browser. Built by `vite build --config vite.server.config.ts`
 * into dist-server/ (no module federation on the server: the host's server entry receives this
 * component directly). The platform renders `Marketplace` with `server` set to the page asked for
 * and the data it read.
 */
import { JSDOM } from 'jsdom';
import { provideServerDom } from '../ui/SanitizedHtml.tsx';

// DOMPurify's supported server set-up: one jsdom window for the process, so developer-written
// descriptions arrive sanitised in the HTML (the browser applies the same rules when hydrating).
provideServerDom(new JSDOM('<!DOCTYPE html>').window as unknown as typeof globalThis);

export { default as Marketplace } from '../Marketplace.tsx';
export { PAGE_DATA_ELEMENT_ID, pageDataSchema, type PageData, type ServerRender } from './page-data.ts';
