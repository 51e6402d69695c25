// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
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

  it('validate with a standard JSON Schema validator (Ajv, strict, draft 2020-12 and its formats), as the bridge does', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    addFormats(ajv);
    const schemas = protocolJsonSchemas();
    const message = ajv.compile(schemas.marketplaceMessage);
    const host = ajv.compile(schemas.hostEvent);
    expect(message({ type: 'route_change', pathname: '/apps/marketplace/apps/dropshare/', search: '' })).toBe(true);
    expect(message({ type: 'app_installed', appId: 'a-17', slug: 'dropshare' })).toBe(true);
    expect(message({ type: 'route_change', pathname: 'apps/', search: '' })).toBe(false);
    expect(message({ type: 'mailto', address: 'not an address' })).toBe(false);
    expect(host({ type: 'navigate', pathname: '/apps/dropshare/' })).toBe(true);
    expect(host({ type: 'format_disk' })).toBe(false);
  });
});
