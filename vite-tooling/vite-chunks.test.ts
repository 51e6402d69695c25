import { describe, expect, it } from 'vitest';
import { federationErrorCodesGroup, federationRuntimeGroup, remoteFederationRuntimeGroup, staticClosureGroup } from './vite-chunks.ts';

describe('one chunk for what an entry imports statically', () => {
  const graph: Record<string, string[]> = {
    '/r/src/Marketplace.tsx': ['/r/src/Listing.tsx', '/r/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js', '\0virtual:__loadShare__react'],
    '/r/src/Listing.tsx': ['/r/packages/domain/src/sorts.ts'],
    '/r/packages/domain/src/sorts.ts': [],
    '/r/src/app-detail/AppDetail.tsx': ['/r/node_modules/.pnpm/dompurify@3.0.0/node_modules/dompurify/dist/purify.es.mjs'],
    '/r/node_modules/.pnpm/dompurify@3.0.0/node_modules/dompurify/dist/purify.es.mjs': [],
  };
  const ctx = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };

  const names = (leaveOut?: RegExp) => {
    const group = staticClosureGroup('marketplace', /[\\/]src[\\/]Marketplace\.tsx$/, leaveOut);
    const test = group.test as (id: string) => boolean;
    const name = group.name as (id: string, context: typeof ctx) => string | null;
    const ids = [...Object.keys(graph), '/r/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js', '\0virtual:__loadShare__react'];
    const candidates = ids.filter((id) => test(id));
    return Object.fromEntries(candidates.map((id) => [id, name(id, ctx)]));
  };

  it('takes the entry and its static imports, transitively', () => {
    expect(names()).toMatchObject({ '/r/src/Marketplace.tsx': 'marketplace', '/r/src/Listing.tsx': 'marketplace', '/r/packages/domain/src/sorts.ts': 'marketplace' });
  });

  it('leaves code only reached otherwise (a dynamic import) to its own chunk', () => {
    expect(names()['/r/src/app-detail/AppDetail.tsx']).toBeNull();
    expect(names()['/r/node_modules/.pnpm/dompurify@3.0.0/node_modules/dompurify/dist/purify.es.mjs']).toBeNull();
  });

  it('leaves out what it is told to, keeping the rest of the closure', () => {
    const taken = names(/[\\/]domain[\\/]src[\\/]sorts\.ts$/);
    expect(taken['/r/packages/domain/src/sorts.ts']).toBeNull();
    expect(taken['/r/src/Listing.tsx']).toBe('marketplace');
  });

  it('never takes the shared singletons or the federation wrappers', () => {
    const taken = names();
    expect(Object.keys(taken)).not.toContain('/r/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js');
    expect(Object.keys(taken)).not.toContain('\0virtual:__loadShare__react');
  });

  it('groups the federation runtime packages, and nothing of ours', () => {
    const test = federationRuntimeGroup.test;
    expect(test.test('/r/node_modules/.pnpm/@module-federation+runtime-core@0.1.0/node_modules/@module-federation/runtime-core/dist/index.js')).toBe(true);
    expect(test.test('/r/src/Marketplace.tsx')).toBe(false);
  });
});

describe("the remote's federation group leaves the runtime's core to the hosts", () => {
  const pnpm = (name: string, file: string) => `/r/node_modules/.pnpm/@module-federation+${name}@2.9.1/node_modules/@module-federation/${name}/dist/${file}`;
  const test = remoteFederationRuntimeGroup.test;

  it('groups the runtime and the plugin glue', () => {
    expect(test.test(pnpm('runtime', 'index.js'))).toBe(true);
    expect(test.test(pnpm('runtime', 'helpers.js'))).toBe(true);
  });

  it('not the core nor what the core imports: they stay behind the fallback import', () => {
    expect(test.test(pnpm('runtime-core', 'index.js'))).toBe(false);
    expect(test.test(pnpm('sdk', 'index.js'))).toBe(false);
    expect(test.test(pnpm('error-codes', 'index.js'))).toBe(false);
  });

  it('the error codes, which the core imports, have a group of their own', () => {
    expect(federationErrorCodesGroup.test.test(pnpm('error-codes', 'index.js'))).toBe(true);
    expect(federationErrorCodesGroup.test.test(pnpm('runtime', 'index.js'))).toBe(false);
  });

  it('nothing of ours', () => {
    expect(test.test('/r/src/Marketplace.tsx')).toBe(false);
    expect(federationErrorCodesGroup.test.test('/r/src/errors.ts')).toBe(false);
  });
});
