/**
 * Runs the whole product in this process (what `npm start` ends with): the four origins on the
 * embedded PGlite database, or on a real Postgres when DATABASE_URL is set. Stops cleanly on
 * Ctrl-C (SIGINT) and SIGTERM.
 */
import { OPERATOR_TOKEN_SETTING, operatorTokenSettingSchema } from '@marketplace/domain/calls/operator';
import { configurationProblem, type RuntimeConfig } from '@marketplace/domain/runtime-config';
import { repoRoot } from '../server-root.ts';
import { readRuntimeConfig } from './config.ts';
import { startMarketplace } from './origins.ts';
import { frameAncestorsFromEnv, type FrameAncestors } from './security-headers.ts';
import type { RunningMarketplace } from './origins.ts';
import { dataDirFor, seedAppsFromEnv } from './seed-size.ts';

/** Starts everything and prints the addresses; answers them too (the memory bench asks the first page). */
export async function main(): Promise<RunningMarketplace['urls']> {
  const databaseUrl = process.env['DATABASE_URL'];
  const seedApps = seedAppsFromEnv(process.env);
  // DATA_DIR gives a second instance on the same machine a database of its own (README).
  const dataDir = dataDirFor(process.env, repoRoot, seedApps);
  let config: RuntimeConfig;
  let operatorToken: string | undefined;
  let frameAncestors: FrameAncestors;
  try {
    config = readRuntimeConfig();
    frameAncestors = frameAncestorsFromEnv(process.env, config);
    operatorToken = operatorTokenSettingSchema.parse(process.env)[OPERATOR_TOKEN_SETTING];
  } catch (error) {
    // A bad setting is the operator's to fix: one line naming it, not a stack trace.
    const problem = configurationProblem(error);
    if (problem === null) throw error;
    console.error(`The marketplace did not start: ${problem}`);
    process.exit(1);
  }
  const running = await startMarketplace({
    config,
    frameAncestors,
    ...(operatorToken === undefined ? {} : { operatorToken }),
    ...(databaseUrl ? { databaseUrl } : { dataDir }),
    ...(seedApps === undefined ? {} : { seed: { apps: seedApps } }),
    // JSON lines at LOG_LEVEL (info by default), each request's with its id; LOG_LEVEL=silent turns them off.
    logger: process.env['LOG_LEVEL'] !== 'silent',
  });

  const lines = [
    '',
    'The marketplace is running:',
    `  public site        ${running.urls.publicShell}`,
    `  remote (assets)    ${running.urls.remote}`,
    `  chat agent app     ${running.urls.agentApp}`,
    `  help desk          ${running.urls.helpdesk}`,
    `  text product       ${running.urls.text}`,
    `  database           ${databaseUrl ? 'Postgres at DATABASE_URL' : `PGlite in ${dataDir}`}`,
    `  mode               ${process.env['NODE_ENV'] === 'production' ? "production (React's and every library's production builds)" : `development (NODE_ENV=${process.env['NODE_ENV'] ?? 'unset'})`}`,
    ...(seedApps === undefined ? [] : [`  catalogue          ${seedApps.toLocaleString('en-US')} apps (MARKETPLACE_SEED_APPS), seeded into a new data directory`]),
    '',
    'Press Ctrl-C to stop.',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    running
      .close()
      .then(() => {
        console.log('Stopped.');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return running.urls;
}
