/**
 * Search (issue 11, item 4): every keystroke of a few typed queries against catalogues of 5,000
 * and 10,000 apps. `searchApps` (its index built once per catalogue, then the spec's ranking)
 * beside MiniSearch alone with the same fields and match options, and Fuse.js, on the same apps and
 * queries; plus the quality checks of the issue ('ai' is a word, 'anlytics' a typo).
 */
import { performance } from 'node:perf_hooks';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { appSearchIndex, searchApps } from '../../packages/domain/src/search.ts';
import { buildCatalogue } from '../../packages/server/src/seed/catalogue.ts';
import { figure, percentile } from './figure.ts';
import type { BenchFigure } from './figure.ts';

const module = 'search';
const referenceDate = new Date('2026-01-15T12:00:00.000Z');
const typed = ['analytics', 'anlytics', 'crm', 'chat bot', 'email', 'ticket', 'shop', 'ai', 'translation', 'sales report'];
/** Every keystroke from 2 characters: what the search box sends while someone types. */
const keystrokes = typed.flatMap((text) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)).filter((q) => q.trim().length >= 2));
const REPEATS = Number(process.env['BENCH_SEARCH_REPEATS'] ?? 5);

function timings(run: (query: string) => unknown): number[] {
  for (const query of keystrokes) run(query);
  const times: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    for (const query of keystrokes) {
      const start = performance.now();
      run(query);
      times.push(performance.now() - start);
    }
  }
  return times;
}

const hasWord = (app: App, word: string): boolean =>
  [app.name, app.shortDescription, app.longDescription, app.category.name].some((text) => new RegExp(`\\b${word}\\b`, 'i').test(text));

export async function figures(): Promise<BenchFigure[]> {
  const out: BenchFigure[] = [];
  for (const size of [5_000, 10_000]) {
    const apps = buildCatalogue({ apps: size, referenceDate }).apps.filter((row) => row.visibility === 'published').map((row) => row.document);
    const buildStart = performance.now();
    appSearchIndex(apps);
    const buildMs = performance.now() - buildStart;
    // MiniSearch alone: the same fields, words, prefixes from 3 letters and typos from 5.
    const mini = new MiniSearch({
      idField: 'i',
      fields: ['name', 'shortDescription', 'longDescription', 'categoryName', 'rest'],
      searchOptions: { combineWith: 'OR', prefix: (term) => term.length >= 3, fuzzy: (term) => (term.length >= 5 ? 0.2 : false), maxFuzzy: 2 },
    });
    mini.addAll(apps.map((app, i) => ({ i, name: app.name, shortDescription: app.shortDescription, longDescription: app.longDescription, categoryName: app.category.name, rest: [app.slug, ...app.types, ...app.industries].join(' ') })));
    const fuse = new Fuse(apps, { keys: ['name', 'shortDescription', 'longDescription', 'category.name'], threshold: 0.4 });

    const ours = timings((query) => searchApps(apps, query));
    const alone = timings((query) => mini.search(query));
    const peer = timings((query) => fuse.search(query, { limit: 200 }));
    const method = `${keystrokes.length} keystrokes of ${typed.length} typed queries × ${REPEATS} repeats, ${apps.length} published apps; index built once in ${buildMs.toFixed(0)} ms`;
    const n = `${size.toLocaleString('en')} apps`;
    out.push(
      figure({ module, name: `searchApps keystroke p95, ${n}`, unit: 'ms', value: percentile(ours, 95), baselineName: 'MiniSearch alone p95', baseline: percentile(alone, 95), budget: size === 5_000 ? { atMost: 16 } : { ratioAtMost: 1 }, method }),
      figure({ module, name: `searchApps keystroke p50, ${n}`, unit: 'ms', value: percentile(ours, 50), baselineName: 'Fuse.js p50', baseline: percentile(peer, 50), budget: { ratioAtMost: 1 }, method }),
    );
    if (size === 5_000) {
      const ai = searchApps(apps, 'ai');
      const typo = searchApps(apps, 'anlytics');
      const miniTypo = mini.search('anlytics');
      out.push(
        figure({ module, name: "'ai': results without the word 'ai'", unit: 'apps', value: ai.filter((app) => !hasWord(app, 'ai')).length, baselineName: 'results', baseline: ai.length, budget: { atMost: 0 }, method: 'word match in name, descriptions or category' }),
        figure({ module, name: "'anlytics': results with the word 'analytics'", unit: 'apps', value: typo.filter((app) => hasWord(app, 'analytics')).length, baselineName: 'MiniSearch alone', baseline: miniTypo.filter((r) => hasWord(apps[r.id as number] as App, 'analytics')).length, budget: { atLeast: 1 }, method: 'typo tolerance' }),
      );
    }
  }
  return out;
}
