import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { externalRuntimeFallback } from './vite-external-runtime.ts';

type Transform = (code: string, id: string) => { code: string } | null;

const transform = () => externalRuntimeFallback().transform as Transform;

describe("a page without a host that provides the federation runtime still runs the remote's entry", () => {
  // The federation plugin's stand-in for the core, which reads the page's global.
  const shim = '\0virtual:mf-external-runtime-core';

  it("the shim loads the remote's own runtime core first, only when the page has none", () => {
    const result = transform()('export const ModuleFederation = lazy("ModuleFederation");', shim);
    const statement = result?.code.split('\n')[0] ?? '';
    expect(statement).toMatch(/^globalThis\._FEDERATION_RUNTIME_CORE \?\?= await import\(".+"\);$/);
    expect(result?.code).toContain('export const ModuleFederation = lazy("ModuleFederation");');
  });

  it('from the ES module build of @module-federation/runtime-core, by its path (the bare name is the shim)', () => {
    const path = JSON.parse(/import\((".+")\)/.exec(transform()('', shim)?.code ?? '')?.[1] ?? '""') as string;
    expect(path).toMatch(/[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]index\.js$/);
    expect(existsSync(path)).toBe(true);
  });

  it('leaves every other module alone', () => {
    expect(transform()('x', 'virtual:mf-REMOTE_ENTRY_ID:marketplace')).toBeNull();
    expect(transform()('x', '/r/src/Marketplace.tsx')).toBeNull();
  });
});
