/**
 * The host SDK's weight, as another company's host page ships it: the packed tarball installed in
 * an empty folder, a page that embeds the framed marketplace bundled and minified, its JavaScript
 * gzipped at level 9. Beside it, the same page written with stock penpal alone (what a host of the
 * bare protocol ships). Budget: the framed entry with penpal ≤ 16 KiB gzip.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledPageGzip, FRAMED_PAGE, packAndInstall } from '../../packages/host-sdk/build.mjs';
import { figure } from './figure.ts';
import type { BenchFigure } from './figure.ts';

const module = 'host-sdk';

/** A host of the bare protocol: penpal's WindowMessenger on the frame, as penpal documents it. */
const STOCK_PENPAL_PAGE = `import { connect, WindowMessenger } from 'penpal';
const frame = document.createElement('iframe');
frame.src = 'https://m.example.com/marketplace/?framed=1';
document.body.append(frame);
frame.addEventListener('load', () => connect({ messenger: new WindowMessenger({ remoteWindow: frame.contentWindow, allowedOrigins: ['https://m.example.com'] }), methods: { marketplaceMessage: () => undefined } }));
`;

export async function figures(): Promise<BenchFigure[]> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-host-sdk-'));
  try {
    const consumer = await packAndInstall(folder);
    const framed = await bundledPageGzip(consumer, 'framed-page', FRAMED_PAGE);
    // The SDK's own penpal (pnpm keeps a dependency's dependencies out of node_modules' top).
    const stock = await bundledPageGzip(consumer, 'stock-page', STOCK_PENPAL_PAGE, { penpal: join(consumer, 'node_modules/.pnpm/node_modules/penpal') });
    if (!framed.bundle.includes('penpal')) throw new Error('the framed page was bundled without penpal');
    return [
      figure({
        module,
        name: 'framed entry with penpal, gzip',
        unit: 'KiB',
        value: framed.bytes / 1024,
        baselineName: 'stock penpal alone',
        baseline: stock.bytes / 1024,
        budget: { atMost: 16 },
        method: 'npm pack → installed offline in an empty folder → a page embedding the framed marketplace, vite application build (minified), its JS gzip -9',
      }),
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
