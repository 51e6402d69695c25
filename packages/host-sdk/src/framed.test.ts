import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedFramedMarketplace } from './framed.ts';
import type { Refusal } from './types.ts';

const marketplaceOrigin = 'https://marketplace.example.com';

/** The platform's GET /v2/embedding answering `body` for this page. */
const answering = (body: unknown) => vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body)));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Embeds framed and returns the refusal heard as `error` (and what `ready` rejected with). */
async function refusalHeard(options: { product?: 'livechat' | 'helpdesk' } = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const heard: Refusal[] = [];
  const marketplace = embedFramedMarketplace({ container, marketplaceOrigin, basePath: '/crm/', ...options, listeners: { error: (refusal) => void heard.push(refusal) } });
  const rejected = await marketplace.ready.then(
    () => null,
    (error: { code?: string; layer?: string; setting?: string }) => error,
  );
  marketplace.destroy();
  return { heard, rejected, console: errors.mock.calls.map((call) => call.map(String).join(' ')) };
}

describe('a framed host refused by a layer is told which, with its code, at once', () => {
  it("names the bridge's allow list for a page the frame lets in that is not registered", async () => {
    answering({ registered: false, products: [], framable: true });
    const started = Date.now();
    const { heard, rejected, console } = await refusalHeard();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(heard).toEqual([expect.objectContaining({ code: 'BRIDGE_ORIGIN_NOT_ALLOWED', layer: 'bridge allow list', setting: 'MARKETPLACE_EMBEDDERS' })]);
    expect(rejected).toMatchObject({ code: 'BRIDGE_ORIGIN_NOT_ALLOWED', layer: 'bridge allow list', setting: 'MARKETPLACE_EMBEDDERS' });
    expect(console.join('\n')).toMatch(/not a registered embedder.*bridge does not answer it.*MARKETPLACE_EMBEDDERS/s);
  });

  it('names frame-ancestors for a page the frame does not let in, and the product for one not registered', async () => {
    answering({ registered: false, products: [], framable: false });
    expect((await refusalHeard()).heard[0]).toMatchObject({ code: 'BRIDGE_FRAME_ANCESTORS', layer: 'frame-ancestors' });
    vi.restoreAllMocks();
    answering({ registered: true, products: ['livechat'], framable: true });
    expect((await refusalHeard({ product: 'helpdesk' })).heard[0]).toMatchObject({ code: 'BRIDGE_PRODUCT_NOT_REGISTERED', layer: 'product' });
  });
});
