/** Kept for files written against it: the data tests take lives in the fixture layer (fixtures/data.ts). */
export { buyableApps, isChatApp, takeApp, type PublishedApp } from './fixtures/data.ts';
