// A new PGlite data directory, migrated and seeded in a process of its own that then exits (see
// prepareDataDir in src/platform.ts): argv is the directory to create and the seed options as JSON.
import { rmSync } from 'node:fs';

const [dataDir, seedJson] = process.argv.slice(2);
// The parent gone (killed during its first start), the half-made directory is of no use to anyone.
process.on('disconnect', () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
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
// Done: the directory is the parent's now (the listener above also keeps the IPC channel open).
process.removeAllListeners('disconnect');
process.exit(0);
