import { describe, expect, it } from 'vitest';
import { diagnoseRefusal } from './diagnose.ts';

const page = { platformOrigin: 'https://marketplace.example.com', product: 'livechat', pageOrigin: 'https://crm.example.com' };
/** The platform's GET /v2/embedding answering `body` (or failing, as a CORS refusal does). */
const platform = (body: unknown) => (async () => (body === 'refused' ? Promise.reject(new TypeError('Failed to fetch')) : new Response(JSON.stringify(body)))) as typeof fetch;

describe('the console message of a refused host', () => {
  it('names CORS when the platform cannot be read, and the entry to add', async () => {
    const diagnosis = await diagnoseRefusal({ ...page, fetch: platform('refused') });
    expect(diagnosis.layer).toBe('CORS');
    expect(diagnosis.message).toContain('"https://crm.example.com=livechat" to MARKETPLACE_EMBEDDERS');
  });

  it('names every layer of an unregistered origin', async () => {
    const diagnosis = await diagnoseRefusal({ ...page, fetch: platform({ registered: false }) });
    expect(diagnosis.layer).toBe('frame-ancestors');
    expect(diagnosis.message).toMatch(/not a registered embedder.*frame-ancestors.*MARKETPLACE_EMBEDDERS/);
  });

  it('names the product an origin is registered for', async () => {
    const diagnosis = await diagnoseRefusal({ ...page, fetch: platform({ registered: true, product: 'helpdesk' }) });
    expect(diagnosis.layer).toBe('bridge allow list');
    expect(diagnosis.message).toContain('registered for helpdesk, not livechat');
  });

  it('points a registered framed host at its frame, and a registered inline host at the remote, not at a frame', async () => {
    const framed = await diagnoseRefusal({ ...page, fetch: platform({ registered: true, product: 'livechat' }) });
    expect(framed.message).toContain('check that the frame shows https://marketplace.example.com');
    const inline = await diagnoseRefusal({ ...page, remoteOrigin: 'https://assets.example.com', fetch: platform({ registered: true, product: 'livechat' }) });
    expect(inline.message).toContain("the marketplace's remote could not be loaded: check that https://assets.example.com/remoteEntry.js answers");
    expect(inline.message).not.toContain('frame');
  });
});
