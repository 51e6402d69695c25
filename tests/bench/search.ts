/**
 * Search: every keystroke of a few typed queries against catalogues of 5,000
 * and 10,000 apps. `searchApps` with `nearQuery` (its index built once per catalogue, then the spec's ranking and the did-you-mean)
 * beside MiniSearch alone with the same fields and match options, and Fuse.js, on the same apps and
 * queries, misspelt ones among them ('chatbto', 'hlpdesk'); plus the quality checks ('ai' is a
 * word, 'anlytics' and 'chatbto' typos).
 */
import { performance } from 'node:perf_hooks';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { appSearchIndex, nearQuery, searchApps } from '../../packages/domain/src/search.ts';
import { publicationState } from '../../packages/domain/src/publication.ts';
import { buildCatalogue } from '../../packages/server/src/seed/catalogue.ts';
import { figure, percentile } from './figure.ts';
import type { BenchFigure } from './figure.ts';

const module = 'search';
const referenceDate = new Date('2026-01-15T12:00:00.000Z');
const typed = ['analytics', 'anlytics', 'crm', 'chat bot', 'email', 'ticket', 'shop', 'ai', 'translation', 'sales report', 'chatbto', 'hlpdesk', 'emial', 'shopfy'];
/** Every keystroke from 2 characters: what the search box sends while someone types. */
const keystrokes = typed.flatMap((text) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)).filter((q) => q.trim().length >= 2));
const REPEATS = Number(process.env['BENCH_SEARCH_REPEATS'] ?? 15);
/** Fuse.js is the slow peer (its p50 only is compared): fewer repeats keep the run short. */
const PEER_REPEATS = 2;

interface Timings {
  /** Wall-clock ms per keystroke: what a user waits, and on a busy machine also the scheduler's queue. */
  wall: number[];
  /** Process CPU ms per keystroke: the work itself, which another program's load does not stretch. */
  cpu: number[];
}

/**
 * Every keystroke timed for every engine, the engines alternating keystroke by keystroke so that
 * a busy moment of the shared machine falls on all of them; after one warm-up pass.
 */
function timings<K extends string>(engines: Record<K, (query: string) => unknown>, repeats: number): Record<K, Timings> {
  const entries = Object.entries(engines) as [K, (query: string) => unknown][];
  const out = Object.fromEntries(entries.map(([name]) => [name, { wall: [], cpu: [] }])) as unknown as Record<K, Timings>;
  for (const query of keystrokes) for (const [, run] of entries) run(query);
  for (let r = 0; r < repeats; r++) {
    for (const query of keystrokes) {
      for (const [name, run] of entries) {
        const cpu = process.cpuUsage();
        const start = performance.now();
        run(query);
        const wall = performance.now() - start;
        const used = process.cpuUsage(cpu);
        out[name].wall.push(wall);
        out[name].cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  return out;
}

const hasWord = (app: App, word: string): boolean =>
  [app.name, app.shortDescription, app.longDescription, app.category.name].some((text) => new RegExp(`\\b${word}\\b`, 'i').test(text));

const hasWordBeginning = (app: App, word: string): boolean =>
  [app.name, app.shortDescription, app.longDescription, app.category.name].some((text) => new RegExp(`\\b${word}`, 'i').test(text));

export async function figures(): Promise<BenchFigure[]> {
  const out: BenchFigure[] = [];
  for (const size of [5_000, 10_000]) {
    const apps = buildCatalogue({ apps: size, referenceDate })
      .apps.filter((row) => publicationState(row.document) === 'PUBLISHED')
      .map((row) => row.document);
    const buildStart = performance.now();
    appSearchIndex(apps);
    const buildMs = performance.now() - buildStart;
    // MiniSearch alone: the same fields, words, prefixes from 3 letters and typos from 5.
    const mini = new MiniSearch({
      idField: 'i',
      fields: ['name', 'shortDescription', 'longDescription', 'categoryName', 'rest'],
      searchOptions: { combineWith: 'OR', prefix: (term) => term.length >= 3, fuzzy: (term) => (term.length >= 5 ? 0.2 : false), maxFuzzy: 2 },
    });
    mini.addAll(
      apps.map((app, i) => ({
        i,
        name: app.name,
        shortDescription: app.shortDescription,
        longDescription: app.longDescription,
        categoryName: app.category.name,
        rest: [app.slug, ...app.types, ...app.industries].join(' '),
      })),
    );
    const fuse = new Fuse(apps, { keys: ['name', 'shortDescription', 'longDescription', 'category.name'], threshold: 0.4 });

    // A keystroke's answer: the hits and the did-you-mean the suggestions show beside them.
    const keystroke = (query: string) => [searchApps(apps, query), nearQuery(apps, query)];
    const { ours, alone } = timings({ ours: keystroke, alone: (query: string) => mini.search(query) }, REPEATS);
    const { peer } = timings({ peer: (query: string) => fuse.search(query, { limit: 200 }) }, PEER_REPEATS);
    const method = `${keystrokes.length} keystrokes of ${typed.length} typed queries × ${REPEATS} repeats (Fuse.js ${PEER_REPEATS}), alternating with MiniSearch keystroke by keystroke, ${apps.length} published apps; index built once before timing, in ${buildMs.toFixed(0)} ms`;
    const n = `${size.toLocaleString('en')} apps`;
    // A keystroke's suggestions within a frame (16 ms) at both sizes.
    const budget = { atMost: 16 };
    out.push(
      figure({
        module,
        name: `searchApps keystroke p95, ${n}`,
        unit: 'ms',
        value: percentile(ours.wall, 95),
        baselineName: 'MiniSearch alone p95',
        baseline: percentile(alone.wall, 95),
        budget,
        method: `${method}; wall clock`,
      }),
      figure({
        module,
        name: `searchApps keystroke p95 CPU time, ${n}`,
        unit: 'ms',
        value: percentile(ours.cpu, 95),
        baselineName: 'MiniSearch alone p95 CPU time',
        baseline: percentile(alone.cpu, 95),
        budget,
        method: `${method}; process CPU time (the wall clock of a loaded machine also counts time spent waiting for a core)`,
      }),
      figure({
        module,
        name: `searchApps keystroke p50, ${n}`,
        unit: 'ms',
        value: percentile(ours.wall, 50),
        baselineName: 'Fuse.js p50',
        baseline: percentile(peer.wall, 50),
        budget: { ratioAtMost: 1 },
        method: `${method}; wall clock`,
      }),
    );
    if (size === 5_000) {
      const ai = searchApps(apps, 'ai');
      const typo = searchApps(apps, 'anlytics');
      const miniTypo = mini.search('anlytics');
      const swapped = searchApps(apps, 'chatbto');
      const miniSwapped = mini.search('chatbto');
      out.push(
        figure({
          module,
          name: "'ai': results without the word 'ai'",
          unit: 'apps',
          value: ai.filter((app) => !hasWord(app, 'ai')).length,
          baselineName: 'results',
          baseline: ai.length,
          budget: { atMost: 0 },
          method: 'word match in name, descriptions or category',
        }),
        figure({
          module,
          name: "'anlytics': results with the word 'analytics'",
          unit: 'apps',
          value: typo.filter((app) => hasWord(app, 'analytics')).length,
          baselineName: 'MiniSearch alone',
          baseline: miniTypo.filter((r) => hasWord(apps[r.id as number] as App, 'analytics')).length,
          budget: { atLeast: 1 },
          method: 'typo tolerance',
        }),
        figure({
          module,
          name: "'chatbto': results with a word beginning 'chatbot'",
          unit: 'apps',
          value: swapped.filter((app) => hasWordBeginning(app, 'chatbot')).length,
          baselineName: 'MiniSearch alone',
          baseline: miniSwapped.filter((r) => hasWordBeginning(apps[r.id as number] as App, 'chatbot')).length,
          budget: { atLeast: 1 },
          method: 'a swap of two letters forgiven',
        }),
      );
    }
  }
  return out;
}
