/**
 * Builds the front ends (skipped when unchanged) and starts the whole product once, on a fresh
 * seeded database in a temporary folder, for every browser test of the run.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildFrontEnds } from '../../tools/steps.mjs';
import { parseRuntimeConfig } from '../../packages/domain/src/runtime-config.ts';
import { startMarketplace } from '../../packages/server/src/serve/origins.ts';
import { THIRD_PARTY_ORIGIN } from './third-party.ts';

export default async function setup(project: TestProject) {
  await buildFrontEnds();
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-e2e-'));
  // tests/run.mjs seeds one data directory for both shards (BROWSER_SEEDED_DIR, made beside the
  // unit suites): each shard's product starts on a copy of its own, as on a data directory it seeded.
  const seeded = process.env['BROWSER_SEEDED_DIR'];
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  // The environment's configuration, with one embedder of another company registered as an
  // operator would (MARKETPLACE_EMBEDDERS), its sign-in coming back under its hosts' base paths:
  // third-party-host.test.ts and protocol-2-host.test.ts embed from it.
  const config = parseRuntimeConfig(process.env);
  // Every page of the suite comes from one address: the limits counted per address are raised
  // (those per account stay as shipped); the limits themselves are tested in the server suite.
  process.env['MARKETPLACE_RATE_LIMITS'] ??= 'new-organization=100000/60,expert-visit=100000/60';
  const running = await startMarketplace({
    dataDir,
    config: { ...config, embedders: [...(config.embedders ?? []), { origin: THIRD_PARTY_ORIGIN, product: 'livechat', callbackPaths: ['/crm/', '/old/'] }] },
  }).catch((error: unknown) => {
    const busy = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    const ports = Object.values(config.ports).join(', ');
    throw busy ? new Error(`A port of the marketplace (${ports}) is in use: stop \`npm start\` before the browser suite.`) : error;
  });
  project.provide('urls', running.urls);
  return async () => {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    urls: { publicShell: string; remote: string; agentApp: string; helpdesk: string; text: string };
  }
}
