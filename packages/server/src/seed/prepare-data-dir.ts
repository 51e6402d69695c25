/**
 * The child process that migrates and seeds a new PGlite data directory, then exits (see
 * prepareDataDir in platform.ts): argv is the directory to create and the seed options as JSON.
 */
import { openPglite } from '../db/pglite.ts';
import { migrate } from '../db/migrate.ts';
import { applySeed } from './apply.ts';

const [dataDir, seedJson] = process.argv.slice(2);
const db = await openPglite(dataDir);
try {
  await migrate(db);
  await applySeed(db, JSON.parse(seedJson ?? '{}') as { apps?: number });
} finally {
  // Closing writes a shutdown checkpoint, so the server that opens the directory next replays no
  // write-ahead log (measured: its redo point is the end of the log).
  await db.close();
}
