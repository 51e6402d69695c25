import { describe, expect, it } from 'vitest';
import { isSameSiteFormPost } from './form-origin.ts';

describe('isSameSiteFormPost', () => {
  it('trusts Sec-Fetch-Site when the browser sends it', () => {
    expect(isSameSiteFormPost({ secFetchSite: 'same-origin', origin: 'http://localhost:4000', host: 'localhost:4000' })).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none']) expect(isSameSiteFormPost({ secFetchSite: site, origin: 'http://localhost:4000', host: 'localhost:4000' })).toBe(false);
  });

  it("otherwise compares Origin with the request's host", () => {
    expect(isSameSiteFormPost({ origin: 'http://localhost:4000', host: 'LOCALHOST:4000' })).toBe(true);
    expect(isSameSiteFormPost({ origin: 'https://evil.example', host: 'localhost:4000' })).toBe(false);
    expect(isSameSiteFormPost({ origin: 'http://localhost:4001', host: 'localhost:4000' })).toBe(false);
    expect(isSameSiteFormPost({ origin: 'null', host: 'localhost:4000' })).toBe(false);
    expect(isSameSiteFormPost({ origin: 'http://localhost:4000' })).toBe(false);
  });

  it('lets a client that is not a browser through', () => {
    expect(isSameSiteFormPost({ host: 'localhost:4000' })).toBe(true);
  });
});
