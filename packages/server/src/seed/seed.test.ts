import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appsInCollection, collections } from '@marketplace/domain/collections';
import { categorySlugs } from '@marketplace/domain/entities/app';
import { EXPERT_SERVICES, ORGANIZATION_WITHOUT_BILLING_ID } from '@marketplace/domain/constants';
import { listApps, paymentTypeOf } from '@marketplace/domain/listing';
import { publicationState } from '@marketplace/domain/publication';
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../platform.ts';
import { buildCatalogue } from './catalogue.ts';
import { demoAccounts, demoOrganizations } from './demo-accounts.ts';
import { demoAppRows, demoApps } from './demo-world.ts';
import { defaultAppCount, defaultReferenceDate } from './apply.ts';
import { screenshotKinds } from './screenshot-kinds.ts';
import { screenshotSvg } from './svg.ts';

const xmlEntities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => xmlEntities[c] ?? c);
const unescapeXml = (text: string) => text.replace(/&(lt|gt|amp|apos|quot);/g, (entity) => Object.keys(xmlEntities).find((c) => xmlEntities[c] === entity) ?? entity);

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

describe('the catalogue looks real', () => {
  it('gives each app its own copy and each developer and expert their own profile', () => {
    const all = catalogue.apps.map((a) => a.document);
    expect(new Set(all.map((a) => a.shortDescription)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.longDescription)).size).toBe(all.length);
    for (const app of all) expect(app.longDescription).toContain(app.name);
    expect(new Set(catalogue.developers.map((d) => d.profile.description)).size).toBe(catalogue.developers.length);
    expect(new Set(catalogue.experts.map((e) => e.document.description)).size).toBe(catalogue.experts.length);
  });
  it("gives every app a developer with a profile, so every app's page names and links one (item 2)", () => {
    const profiles = new Map(catalogue.developers.map((d) => [d.id, d.profile]));
    for (const app of catalogue.apps) {
      expect(app.document.developerId, app.slug).toBe(app.developerId);
      expect(profiles.get(app.developerId)?.slug, app.slug).toBeTruthy();
    }
  });
  it('gives every expert testimonials and every kind of service a published service', () => {
    for (const expert of catalogue.experts) expect(catalogue.expertReviews.filter((r) => r.expertId === expert.id).length, expert.slug).toBeGreaterThanOrEqual(2);
    const services = listApps(published, {}, { product: 'livechat', kind: 'services' });
    for (const kind of EXPERT_SERVICES) expect(services.filter((s) => s.types.includes(kind)).length, kind).toBeGreaterThan(0);
    expect(services.filter((s) => s.types.includes('training')).length).toBeLessThan(services.length);
  });
  it('fills every collection row of Home (three apps) in each product', () => {
    for (const product of ['livechat', 'helpdesk', 'text'] as const) {
      const listable = listApps(published, {}, { product, kind: 'apps' });
      for (const collection of ['new-and-noteworthy', 'staff-top-picks', 'starter-pack', 'ai-powered', 'hackathon-winners', 'self-setup'] as const) {
        expect(appsInCollection(listable, collection).length, `${product} ${collection}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
  it('gives every app its own generated mark, and draws four different screens of the kind of product of each category', () => {
    const icons = published.map((a) => a.icon);
    expect(new Set(icons).size).toBe(published.length);
    for (const app of published) expect(app.icon).toBe(`/v2/assets/icons/${app.id}.svg?category=${app.category.id}`);
    for (const category of categorySlugs) {
      const kind = screenshotKinds[category];
      const screens = [0, 1, 2, 3].map((s) => screenshotSvg('smart-sync', 'Smart Sync', s, category));
      expect(new Set(screens).size, category).toBe(4);
      expect(screens[0]).toContain('Type a message');
      expect(screens[0]).toContain(escapeXml(kind.panel.title));
      expect(screens[1]).toContain(escapeXml(`Smart Sync: ${kind.records.title}`));
      expect(screens[2]).toContain(escapeXml(kind.report.chart));
      expect(screens[3]).toContain(escapeXml(kind.settings[0] ?? ''));
    }
    // A CRM app and a files app show different records.
    expect(screenshotSvg('smart-sync', 'Smart Sync', 1, 'crm')).toContain('Deals');
    expect(screenshotSvg('smart-sync', 'Smart Sync', 1, 'files-sharing')).toContain('Files');
    // The seed addresses each app's screenshots with its category.
    for (const app of published.slice(0, 20)) expect(app.screenshots[0]?.large).toContain(`?category=${app.category.id}`);
  });
  it('labels every fact and column with values of its own kind, in every category', () => {
    const texts = (svg: string, x: number) => [...svg.matchAll(new RegExp(`<text x="${x}"[^>]*>([^<]*)</text>`, 'g'))].map((match) => unescapeXml(match[1] ?? ''));
    const fits = (value: string, values: readonly string[]) => values.some((v) => v === value || (value.endsWith('…') && v.startsWith(value.slice(0, -1))));
    for (const category of categorySlugs) {
      const kind = screenshotKinds[category];
      for (const slug of ['smart-sync', 'shopline-connector', 'deskbridge', 'mailcraft']) {
        // The chat panel: the app's name, the panel's title, then label and value pairs.
        const pairs = texts(screenshotSvg(slug, 'App', 0, category), 948).slice(2);
        expect(pairs, category).toHaveLength(kind.panel.facts.length * 2);
        kind.panel.facts.forEach(([label, values], i) => {
          expect(pairs[i * 2], category).toBe(label);
          expect(fits(pairs[i * 2 + 1] ?? '', values), `${category}: ${label} ${pairs[i * 2 + 1]}`).toBe(true);
        });
        // The records: under each column's heading, values of that column only.
        const records = screenshotSvg(slug, 'App', 1, category);
        kind.records.columns.forEach(([label, values], c) => {
          // The last column's values sit in status pills, right of its heading.
          const shown = texts(records, [256, 560, 820, 1092][c] ?? 0);
          const cells = c < 3 ? shown.slice(1) : shown;
          if (c < 3) expect(shown[0], category).toBe(label);
          else expect(texts(records, 1080)[0], category).toBe(label);
          expect(cells.length, `${category} ${label}`).toBeGreaterThan(0);
          for (const cell of cells) expect(fits(cell, values), `${category}: ${label} ${cell}`).toBe(true);
        });
        // The report's figures.
        const report = screenshotSvg(slug, 'App', 2, category);
        kind.report.figures.forEach(([label, values], i) => {
          const [shownLabel, value] = texts(report, 256 + i * 344);
          expect(shownLabel).toBe(label);
          expect(fits(value ?? '', values), `${category}: ${label} ${value}`).toBe(true);
        });
      }
    }
  });
});

describe('the demo world meets every rule with an account and an app', () => {
  const licenses = (organizationId: string) => {
    const organization = demoOrganizations.find((o) => o.id === organizationId);
    return organization?.licenses ?? {};
  };
  const rows = demoAppRows(catalogue.apps.length, defaultReferenceDate);
  const app = (slug: string) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new Error(`no demo app ${slug}`);
    return row.document;
  };
  const account = (id: string) => {
    const found = demoAccounts.find((a) => a.accountId === id);
    if (!found) throw new Error(`no demo account ${id}`);
    return found;
  };

  it('keeps the generated catalogue and adds its apps after it, with ids and slugs of their own', () => {
    expect(rows.map((r) => r.position)).toEqual(demoApps.map((_a, i) => catalogue.apps.length + i));
    const taken = new Set(catalogue.apps.flatMap((a) => [a.id, a.slug]));
    for (const row of rows) expect(taken.has(row.id) || taken.has(row.slug), row.slug).toBe(false);
    for (const row of rows) expect(publicationState(row.document), row.slug).toBe('PUBLISHED');
  });

  it('has an app for each rule', () => {
    expect(app('premium-chat-insights').customProps.isPremium).toBe('true');
    expect(app('team-plan-ticket-router')).toMatchObject({ product: 'helpdesk', customProps: { isTeamPlan: 'true' } });
    expect(app('enterprise-text-suite')).toMatchObject({ product: 'text', customProps: { isPremium: 'true' } });
    expect(app('owner-only-vault').customProps.onlyOwnerCanInstall).toBe('true');
    expect(app('maintenance-mode-sync').underMaintenance).toBe(true);
    expect(app('one-time-trial-toolkit').payment).toMatchObject({ frequency: 'direct_charge', months: null, trialDays: 14 });
    expect(app('fullscreen-board').customProps.alternativeFullscreenPath).toBe('/boards');
    expect(app('finish-setup-wizard').customProps.finishInstallCopy).toBeTruthy();
    expect(app('chats-sidekick').widgets.some((w) => w.placement === 'plugin')).toBe(true);
    expect(app('reports-lens').customProps.agentAppReport).toBe('true');
    expect(app('beta-preview-lab').customProps.hiddenForBeta).toBe('true');
    expect(app('glass-theme-pack').theme).not.toBeNull();
    expect(app('new-tab-direct-install')).toMatchObject({
      directInstallUrl: 'https://new-tab-direct-install.example.com/install',
      customProps: { directInstallUrlInNewTab: 'true' },
    });
    expect(app('fullscreen-board').customProps.alternativeSettingUrl).toBe('/boards/settings');
    expect(listApps([...published, ...rows.map((r) => r.document)], {}, { product: 'livechat', kind: 'apps' }).map((a) => a.slug)).not.toContain('beta-preview-lab');
  });

  it('has an account for each plan, subscription state and organisation rule', () => {
    expect(licenses(account('acc-chat-starter').organizationId)['livechat']?.plan).toBe('starter');
    expect(licenses(account('acc-chat-team').organizationId)['livechat']?.plan).toBe('team');
    expect(licenses(account('acc-desk-basic').organizationId)['helpdesk']?.plan).toBe('basic');
    expect(licenses(account('acc-desk-trial').organizationId)['helpdesk']).toEqual({ active: false, plan: null });
    expect(licenses(account('acc-cancelled').organizationId)['livechat']?.cancelled).toBe(true);
    expect(account('acc-no-billing').organizationId).toBe(ORGANIZATION_WITHOUT_BILLING_ID);
    expect(account('acc-admin-org-manage').scopes).toContain('organization--my:rw');
    const crowdedAgents = demoAccounts.filter((a) => a.organizationId === 'org-crowded' && !a.roles.some((r) => r.product === 'helpdesk'));
    expect(crowdedAgents.length).toBeGreaterThan(3);
    for (const demo of demoAccounts) expect(demo.purpose, demo.accountId).toBeTruthy();
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
      expect(apps[0]?.n).toBe(20 + demoApps.length);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a generated catalogue at any size', () => {
  it('never hands out the id of app 18270 or of a demo-world app, and keeps the default ids', () => {
    const referenceDate = new Date('2026-01-15T12:00:00.000Z');
    const large = buildCatalogue({ apps: 17_400, referenceDate });
    const ids = [...large.apps.map((app) => app.id), ...demoAppRows(large.apps.length, referenceDate).map((app) => app.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(large.apps.filter((app) => app.id === '18270')).toHaveLength(1);
    // The default catalogue's ids are 1001 + index (18270 at index 17): addresses people saved stay.
    const small = buildCatalogue({ apps: 40, referenceDate });
    expect(small.apps.map((app) => app.id)).toEqual(Array.from({ length: 40 }, (_x, index) => (index === 17 ? '18270' : String(1001 + index))));
  });
});
