/**
 * One write slows no reader: `GET /v2/applications/published/summary` while 5 ratings a second
 * are written, against the same without writes, in alternating rounds on the platform in its own
 * process. A rating changes one app's counters, so each node patches that app into its prepared
 * list rather than reading the whole catalogue again (catalogue/prepared.ts refreshApp).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appSummaryListResponseSchema } from '../../packages/domain/src/calls/marketplace.ts';
import { figure } from './figure.ts';
import type { BenchFigure } from './figure.ts';
import { startChild } from './lib/child.ts';
import { ROUNDS, loadOnce, method, pairedRatio, summarise } from './lib/load.ts';

const module = 'rated-listing';
const RATINGS_PER_SECOND = 5;

export async function figures(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-rated-'));
  const platform = await startChild('platform-child.ts');
  try {
    const { url: base } = await platform.ask({ type: 'start', dataDir: join(dir, 'pglite'), apps: 1000 });
    const { token } = await platform.ask({ type: 'token', accountId: 'acc-owner' });
    // Only an organisation with the app installed may rate it: the owner rates the apps Acme has.
    const installed = new Set((await (await fetch(`${base}/v2/applications/installed`, { headers: { authorization: `Bearer ${token}` } })).json()) as string[]);
    const summaries = appSummaryListResponseSchema.parse(await (await fetch(`${base}/v2/applications/published/summary`)).json());
    const rated = summaries.filter((app) => installed.has(app.id)).map((app) => app.id);
    if (rated.length === 0) throw new Error('the owner has no published app installed to rate');
    let written = 0;
    let refused = 0;
    /** Rates the next app every 1/RATINGS_PER_SECOND s until stopped. */
    const writing = () => {
      let stop = false;
      const loop = (async () => {
        for (let i = 0; !stop; i++) {
          const next = Date.now() + 1000 / RATINGS_PER_SECOND;
          const response = await fetch(`${base}/v2/feedback/rate/application/${rated[i % rated.length]}`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ rating: (i % 5) + 1, name: 'Bench', review: 'Rated while the list is read.' }),
          }).catch(() => null);
          if (response?.ok) written += 1;
          else refused += 1;
          await response?.arrayBuffer().catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
        }
      })();
      return async () => {
        stop = true;
        await loop;
      };
    };
    const target = { url: `${base}/v2/applications/published/summary` };
    const quiet: Awaited<ReturnType<typeof loadOnce>>[] = [];
    const busy: Awaited<ReturnType<typeof loadOnce>>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      quiet.push(await loadOnce(target));
      const stopWriting = writing();
      busy.push(await loadOnce(target));
      await stopWriting();
    }
    const withWrites = summarise(busy);
    const without = summarise(quiet);
    const pairedMethod = `${method}, alternating with the same without writes; ${RATINGS_PER_SECOND} ratings/s (${written} written, ${refused} refused); ratio = median of the rounds' ratios`;
    return [
      figure({
        module,
        name: `listing summary requests/s while ${RATINGS_PER_SECOND} ratings/s are written`,
        unit: 'req/s',
        value: withWrites.rate,
        baselineName: 'the same without writes',
        baseline: without.rate,
        ratio: pairedRatio(withWrites.rates, without.rates),
        budget: { ratioAtLeast: 0.8 },
        method: pairedMethod,
      }),
      figure({
        module,
        name: `listing summary p99 while ${RATINGS_PER_SECOND} ratings/s are written`,
        unit: 'ms',
        value: withWrites.p99,
        baselineName: 'the same without writes',
        baseline: without.p99,
        budget: { ratioAtMost: 2 },
        method: pairedMethod,
      }),
    ];
  } finally {
    await platform.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
