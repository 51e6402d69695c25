// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { protocolJsonSchemas } from './json-schemas.ts';

const published = new URL('../../../docs/embedding-schemas.json', import.meta.url);

describe('the published JSON Schemas', () => {
  it('are generated from the zod schemas (WRITE_SCHEMAS=1 writes them anew)', () => {
    const generated = `${JSON.stringify(protocolJsonSchemas(), null, 2)}\n`;
    if (process.env['WRITE_SCHEMAS'] === '1') writeFileSync(published, generated);
    expect(readFileSync(published, 'utf8')).toBe(generated);
  });

  it('describe every message type of both directions', () => {
    const schemas = protocolJsonSchemas();
    const types = (schema: { oneOf?: unknown[] }) => (schema.oneOf ?? []).map((variant) => (variant as { properties: { type: { const: string } } }).properties.type.const);
    expect(types(schemas.hostEvent as { oneOf?: unknown[] })).toContain('refresh_subscription_info');
    expect(types(schemas.marketplaceMessage as { oneOf?: unknown[] })).toEqual(expect.arrayContaining(['loaded', 'route_change', 'credentials', 'navigation_request', 'billing']));
  });
});
