// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoApps } from './demo-world.ts';

describe("the embedding guide's examples", () => {
  it('name apps of the demo data, so a reader following them finds the app', () => {
    const guide = readFileSync(new URL('../../../../docs/embedding.md', import.meta.url), 'utf8');
    const slugs = new Set([...guide.matchAll(/\/apps\/([a-z0-9-]+)\//g)].map((match) => match[1]).filter((slug) => !['apps', 'marketplace', 'settings'].includes(slug ?? '')));
    expect(slugs.size).toBeGreaterThan(0);
    const known = new Set(demoApps.map((app) => app.slug));
    expect([...slugs].filter((slug) => !known.has(slug ?? ''))).toEqual([]);
  });
});
