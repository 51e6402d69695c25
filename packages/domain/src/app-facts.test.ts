import { describe, expect, it } from 'vitest';
import { appFacts, installationsText, latestChange } from './app-facts.ts';

const app = {
  product: '' as const,
  languages: ['English', 'German'],
  updatedAt: '2025-02-01T00:00:00.000Z',
  publishedAt: '2024-05-01T00:00:00.000Z',
  customProps: { verified: 'true' as const },
};

describe('the facts of an app page', () => {
  it('names the chat product for an empty product, the newest version and the latest change', () => {
    const facts = appFacts(app, [
      { version: '1.0', date: '2024-06-01' },
      { version: '2.1', date: '2025-03-10' },
      { version: '2.0', date: '2025-01-10' },
    ]);
    expect(facts).toEqual({ worksWith: ['livechat'], languages: ['English', 'German'], version: '2.1', lastUpdated: '2025-03-10T00:00:00.000Z', verifiedDeveloper: true });
  });

  it('falls back to the update or publication date, and no version, without a changelog', () => {
    expect(appFacts({ ...app, product: 'helpdesk', customProps: {} } as never, [])).toMatchObject({
      worksWith: ['helpdesk'],
      version: null,
      lastUpdated: '2025-02-01T00:00:00.000Z',
      verifiedDeveloper: false,
    });
    expect(appFacts({ ...app, updatedAt: null, publishedAt: null }, []).lastUpdated).toBeNull();
  });

  it('prefers a dated entry over an undated one', () => {
    expect(
      latestChange([
        { version: 'x', date: 'soon' },
        { version: '1.2', date: '2024-01-01' },
      ])?.version,
    ).toBe('1.2');
    expect(latestChange([])).toBeNull();
  });
});

describe('installationsText', () => {
  it.each([
    [0, false, '0 installations'],
    [1, false, '1 installation'],
    [1204, false, '1,204 installations'],
    [1, true, '1 activation'],
    [12, true, '12 activations'],
  ])('%i (service %s) → %s', (count, service, expected) => {
    expect(installationsText(count, service)).toBe(expected);
  });
});
