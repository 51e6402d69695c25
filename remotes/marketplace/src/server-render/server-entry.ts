/**
 * The remote's server entry (issue 15): what the platform's server imports to render public pages
 * from the same components as the browser. Built by `vite build --config vite.server.config.ts`
 * into dist-server/ (no module federation on the server: the host's server entry receives this
 * component directly). The platform renders `Marketplace` with `server` set to the page asked for
 * and the data it read.
 */
export { default as Marketplace } from '../Marketplace.tsx';
export { PAGE_DATA_ELEMENT_ID, pageDataSchema, type PageData, type ServerRender } from './page-data.ts';
