import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appsInCollection, collections } from '@marketplace/domain/collections';
import { categorySlugs } from '@marketplace/domain/entities/app';
import { paymentTypeOf } from '@marketplace/domain/listing';
import { publicationState } from '@marketplace/domain/publication';
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../platform.ts';
import { buildCatalogue } from './catalogue.ts';
import { demoAccounts } from './accounts.ts';
import { defaultAppCount, defaultReferenceDate } from './apply.ts';

const catalogue = buildCatalogue({ apps: defaultAppCount, referenceDate: defaultReferenceDate });
const published = catalogue.apps.filter((a) => publicationState(a.document) === 'PUBLISHED').map((a) => a.document);

describe('the seed is deterministic', () => {
  it('builds the same catalogue twice', () => {
    expect(buildCatalogue({ apps: defaultAppCount, referenceDate: defaultReferenceDate })).toEqual(catalogue);
  });
  it('scales with the apps option', () => {
    const big = buildCatalogue({ apps: 2000, referenceDate: defaultReferenceDate });
    expect(big.apps).toHaveLength(2000);
    expect(new Set(big.apps.map((a) => a.slug)).size).toBe(2000);
  });
});

describe('the seed covers the spec', () => {
  it('has 120+ apps over all 12 categories and every collection', () => {
    expect(published.length).toBeGreaterThanOrEqual(120);
    for (const category of categorySlugs) expect(published.some((a) => a.category.id === category)).toBe(true);
    for (const collection of collections) expect(appsInCollection(published, collection).length, collection).toBeGreaterThan(0);
  });
  it('has every payment kind, trials with and without card, discounts active and expired', () => {
    const kinds = new Set(published.map((a) => paymentTypeOf(a.payment)));
    expect([...kinds].sort()).toEqual(['free', 'monthly-per-account', 'monthly-per-organization', 'once']);
    expect(published.some((a) => a.payment?.months === 12)).toBe(true);
    expect(published.some((a) => (a.payment?.trialDays ?? 0) > 0 && a.payment?.creditCardRequired)).toBe(true);
    expect(published.some((a) => (a.payment?.trialDays ?? 0) > 0 && !a.payment?.creditCardRequired)).toBe(true);
    const discounted = published.filter((a) => a.customProps.discountPercent !== undefined);
    expect(discounted.some((a) => (a.customProps.discountTo ?? '') > defaultReferenceDate.toISOString())).toBe(true);
    expect(discounted.some((a) => (a.customProps.discountTo ?? '') < defaultReferenceDate.toISOString())).toBe(true);
  });
  it('has products, services and special apps', () => {
    for (const product of ['helpdesk', 'text']) expect(published.some((a) => a.product === product)).toBe(true);
    expect(published.some((a) => a.customProps.isService === 'true')).toBe(true);
    // A free, installable chat service, so 'Service activated successfully!' can be shown end to end.
    expect(published.some((a) => a.customProps.isService === 'true' && a.payment === null && a.installable && !a.hidden && (a.product === '' || a.product === 'livechat'))).toBe(
      true,
    );
    expect(published.some((a) => a.hidden)).toBe(true);
    expect(published.some((a) => a.underMaintenance)).toBe(true);
    expect(published.some((a) => a.customProps.hiddenForBeta === 'true')).toBe(true);
    expect(published.some((a) => a.theme !== null)).toBe(true);
    expect(published.some((a) => a.tutorialUrl !== null && a.payment === null && a.widgets.length === 0)).toBe(true);
    expect(
      catalogue.apps
        .filter((a) => a.developerId === 'dev-1')
        .map((a) => publicationState(a.document))
        .sort(),
    ).toEqual(['IN_DEVELOPMENT', 'IN_DEVELOPMENT', 'IN_REVIEW', 'IN_REVIEW', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED']);
    expect(catalogue.developers.length).toBeGreaterThanOrEqual(15);
    expect(catalogue.experts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(demoAccounts.map((a) => a.demoLabel)).size).toBe(demoAccounts.length);
  });
});

describe('PGlite data survives a restart', () => {
  it('keeps an install and does not seed twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-pglite-'));
    try {
      const first = await createPlatform({ dataDir, seed: { apps: 20 }, allowedOrigins: [] });
      await first.db.query(`INSERT INTO installs (organization_id, app_id, product, account_id, metrics, installed_at)
        VALUES ('org-reseller', '1001', 'livechat', 'acc-reseller', '{}', now())`);
      await first.close();
      const second = await createPlatform({ dataDir, seed: { apps: 20 }, allowedOrigins: [] });
      const installs = await second.db.query(`SELECT 1 FROM installs WHERE organization_id = 'org-reseller'`);
      const apps = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM apps');
      await second.close();
      expect(installs).toHaveLength(1);
      expect(apps[0]?.n).toBe(20);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
