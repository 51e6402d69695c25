// A new PGlite data directory, migrated and seeded in a process of its own that then exits (see
// prepareDataDir in src/platform.ts): argv is the directory to create and the seed options as JSON.
const [dataDir, seedJson] = process.argv.slice(2);
const { register } = await import('tsx/esm/api');
register();
const { openPglite } = await import('../src/db/pglite.ts');
const { migrate } = await import('../src/db/migrate.ts');
const { applySeed } = await import('../src/seed/apply.ts');
const db = await openPglite(dataDir);
try {
  await migrate(db);
  await applySeed(db, JSON.parse(seedJson ?? '{}'));
} finally {
  await db.close();
}
