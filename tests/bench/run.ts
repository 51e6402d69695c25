/**
 * Benchmarks (`npm run bench`): the catalogue's rules over a large generated catalogue, and the
 * platform's published-apps endpoint at two catalogue sizes. Every figure is reported as a ratio
 * against a baseline measured in the same run on the same machine, never as an absolute target.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { listApps } from '../../packages/domain/src/listing.ts';
import { searchApps } from '../../packages/domain/src/search.ts';
import { createPlatform } from '../../packages/server/src/platform.ts';
import { buildCatalogue } from '../../packages/server/src/seed/catalogue.ts';
import { medianMs, medianMsAsync, table, type Row } from './measure.ts';

const referenceDate = new Date('2026-01-15T12:00:00.000Z');
const LARGE = Number(process.env['BENCH_APPS'] ?? 10_000);
const SERVER_SMALL = 132;
const SERVER_LARGE = Number(process.env['BENCH_SERVER_APPS'] ?? 2_000);

const rows: Row[] = [];

// 1. Domain rules over a large catalogue; baseline: one plain filter-and-sort pass over the same array.
const apps: App[] = buildCatalogue({ apps: LARGE, referenceDate })
  .apps.filter((row) => row.visibility === 'published')
  .map((row) => row.document);
const baselineListing = medianMs(() =>
  apps.filter((app) => app.category.id === 'crm').sort((a, b) => b.installations - a.installations),
);
rows.push({
  name: `listApps: category + exclusions + product + popularity sort, ${apps.length} apps`,
  ms: medianMs(() => listApps(apps, { category: 'crm', sortBy: 'popularity' }, { product: 'livechat', kind: 'apps' })),
  baselineMs: baselineListing,
});
const baselineScan = medianMs(() => apps.filter((app) => app.name.toLowerCase().includes('crm')));
rows.push({
  name: `searchApps 'crm chat' (ranked, matched words), ${apps.length} apps`,
  ms: medianMs(() => searchApps(apps, 'crm chat')),
  baselineMs: baselineScan,
});

// 2. The platform: published apps at two sizes; baseline: the same endpoint at the small size.
async function publishedTime(count: number): Promise<number> {
  const platform = await createPlatform({ seed: { apps: count }, allowedOrigins: [] });
  try {
    return await medianMsAsync(async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/v2/applications/published' });
      if (response.statusCode !== 200) throw new Error(`published answered ${response.statusCode}`);
    }, 15, 3);
  } finally {
    await platform.close();
  }
}
const small = await publishedTime(SERVER_SMALL);
const large = await publishedTime(SERVER_LARGE);
rows.push({ name: `GET /v2/applications/published, ${SERVER_LARGE} vs ${SERVER_SMALL} apps (PGlite)`, ms: large, baselineMs: small });

const report = [
  `Benchmarks run on ${new Date().toISOString().slice(0, 10)} (node ${process.version}).`,
  '',
  table(rows),
  '',
].join('\n');
console.log(report);
writeFileSync(join(import.meta.dirname, 'last-run.md'), report);
