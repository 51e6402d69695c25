import { categorySlugs } from '@marketplace/domain/entities/app';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../seed/catalogue.ts';
import { toApp, type AppRecord } from './apps.ts';
import { logoMarkPath, logoMarkSvg } from './logo-mark.ts';

const ids = Array.from({ length: 200 }, (_x, i) => String(1001 + i));
/** The colours an SVG is painted in (fill and stop colours). */
const coloursOf = (svg: string): Set<string> => new Set([...svg.matchAll(/(?:fill|stop-color)="(#[0-9a-f]{6})"/gi)].map((m) => m[1]?.toLowerCase() ?? ''));

describe('logo marks', () => {
  it('draws the same mark for the same id and category, every time', () => {
    for (const id of ids.slice(0, 20)) expect(logoMarkSvg(id, 'crm')).toBe(logoMarkSvg(id, 'crm'));
  });
  it('draws a different mark for every id', () => {
    expect(new Set(ids.map((id) => logoMarkSvg(id, 'analytics'))).size).toBe(ids.length);
    expect(new Set(ids.map((id) => logoMarkSvg(`expert-${id}`))).size).toBe(ids.length);
  });
  it("colours a mark by its category: one id's marks differ between categories", () => {
    const marks = categorySlugs.map((category) => logoMarkSvg('1001', category));
    expect(new Set(marks).size).toBe(categorySlugs.length);
    expect(coloursOf(logoMarkSvg('1001', 'analytics'))).toContain('#2563eb');
    expect(coloursOf(logoMarkSvg('1001', 'e-commerce'))).toContain('#f97316');
  });
  it('is shapes only: an SVG without letters', () => {
    const svg = logoMarkSvg('1001', 'cms');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan/);
  });
  it('addresses a mark by id, with its category only when it is one of the spec', () => {
    expect(logoMarkPath('1001', 'crm')).toBe('/v2/assets/icons/1001.svg?category=crm');
    expect(logoMarkPath('expert-1')).toBe('/v2/assets/icons/expert-1.svg');
    expect(logoMarkPath('1001', 'not-a-category')).toBe('/v2/assets/icons/1001.svg');
  });
});

describe("an app's icon as clients see it", () => {
  const [row] = buildCatalogue({ apps: 1, referenceDate: new Date('2026-01-01T00:00:00Z') }).apps;
  if (!row) throw new Error('no app');
  const ctx = { publicOrigin: 'https://marketplace.example.com', now: () => new Date('2026-01-01T00:00:00Z') };
  const record = (icon: string): AppRecord => ({
    id: row.document.id,
    slug: row.document.slug,
    developer_id: 'dev-1',
    publication_state: 'PUBLISHED',
    document: { ...row.document, icon },
    installations: 0,
    rating_votes: 0,
    rating_sum: 0,
  });
  it("is the record's own icon whenever it holds one", () => {
    expect(toApp(ctx, record('https://cdn.example.com/logo.png')).icon).toBe('https://cdn.example.com/logo.png');
    expect(toApp(ctx, record('/v2/assets/icons/own.svg')).icon).toBe('https://marketplace.example.com/v2/assets/icons/own.svg');
  });
  it('is the generated mark of its id and category when the record holds none', () => {
    const { id, category } = row.document;
    expect(toApp(ctx, record('')).icon).toBe(`https://marketplace.example.com/v2/assets/icons/${id}.svg?category=${category.id}`);
  });
});
