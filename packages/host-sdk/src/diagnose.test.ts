import { describe, expect, it } from 'vitest';
import { checkEmbedding, refusalOf, unansweredRefusal } from './diagnose.ts';

const page = { platformOrigin: 'https://marketplace.example.com', product: 'livechat', pageOrigin: 'https://crm.example.com' };
/** The platform's GET /v2/embedding answering `body` (or failing, as a network or CORS refusal does). */
const platform = (body: unknown) => (async () => (body === 'refused' ? Promise.reject(new TypeError('Failed to fetch')) : new Response(JSON.stringify(body)))) as typeof fetch;
const refusal = async (body: unknown, remoteOrigin?: string) =>
  refusalOf(await checkEmbedding(page.platformOrigin, platform(body)), { ...page, ...(remoteOrigin ? { remoteOrigin } : {}) });

describe('a refused host is told the layer, its code and the setting', () => {
  it('names CORS of the API when the platform cannot be read, and the entry to add', async () => {
    const told = await refusal('refused');
    expect(told).toMatchObject({ code: 'BRIDGE_API_CORS', layer: 'CORS of the API', setting: 'MARKETPLACE_EMBEDDERS' });
    expect(told?.message).toContain('"https://crm.example.com=livechat" to MARKETPLACE_EMBEDDERS');
  });

  it('names frame-ancestors framed and CORS of the assets inline for an unregistered origin', async () => {
    const framed = await refusal({ registered: false, products: [] });
    expect(framed).toMatchObject({ code: 'BRIDGE_FRAME_ANCESTORS', layer: 'frame-ancestors' });
    expect(framed?.message).toMatch(/not a registered embedder.*frame-ancestors.*MARKETPLACE_EMBEDDERS/);
    expect(await refusal({ registered: false, products: [] }, 'https://assets.example.com')).toMatchObject({ code: 'BRIDGE_ASSETS_CORS', layer: 'CORS of the assets' });
  });

  it("names the bridge's allow list for an origin frame-ancestors lets in that is not registered (framed), with its own code", async () => {
    const told = await refusal({ registered: false, products: [], framable: true });
    expect(told).toMatchObject({ code: 'BRIDGE_ORIGIN_NOT_ALLOWED', layer: 'bridge allow list', setting: 'MARKETPLACE_EMBEDDERS' });
    expect(told?.message).toContain("the frame's bridge does not answer it");
    expect(told?.message).toContain('"https://crm.example.com=livechat" to MARKETPLACE_EMBEDDERS');
    // Inline there is no frame: the remote's assets refuse it.
    expect(await refusal({ registered: false, products: [], framable: true }, 'https://assets.example.com')).toMatchObject({ code: 'BRIDGE_ASSETS_CORS' });
    // An older platform that does not say: frame-ancestors, as before.
    expect(await refusal({ registered: false, products: [] })).toMatchObject({ code: 'BRIDGE_FRAME_ANCESTORS' });
  });

  it('names a product the origin did not register, and the entry that would register it', async () => {
    const told = await refusal({ registered: true, products: ['helpdesk', 'text'] });
    expect(told).toMatchObject({ code: 'BRIDGE_PRODUCT_NOT_REGISTERED', layer: 'product', setting: 'MARKETPLACE_EMBEDDERS' });
    expect(told?.message).toContain('registered for helpdesk+text, not livechat');
    expect(told?.message).toContain('"https://crm.example.com=helpdesk+text+livechat"');
  });

  it('refuses nothing for a product among the registered ones (an older platform names one product)', async () => {
    expect(await refusal({ registered: true, products: ['helpdesk', 'livechat'] })).toBeNull();
    expect(await refusal({ registered: true, product: 'livechat' })).toBeNull();
  });

  it('points a registered framed host at its frame (a timeout), and a registered inline host at the remote', () => {
    const framed = unansweredRefusal(page, 'no handshake');
    expect(framed).toMatchObject({ code: 'BRIDGE_CONNECTION_TIMEOUT', layer: 'timeout' });
    expect(framed.message).toContain('check that the frame shows https://marketplace.example.com');
    const inline = unansweredRefusal({ ...page, remoteOrigin: 'https://assets.example.com' }, 'failed');
    expect(inline.message).toContain("the marketplace's remote could not be loaded: check that https://assets.example.com/remoteEntry.js answers");
    expect(inline.message).not.toContain('frame');
  });
});
