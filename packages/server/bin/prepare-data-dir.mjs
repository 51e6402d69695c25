// The seeding child of prepareDataDir (src/platform.ts) when the server runs from its sources
// (tests): src/seed/prepare-data-dir.ts through tsx. The server's build runs dist/prepare-data-dir.js.
const { register } = await import('tsx/esm/api');
register();
await import('../src/seed/prepare-data-dir.ts');
