import { describe, expect, it } from 'vitest';
import { sharedSubpathsToMain } from './vite-shared.ts';

type ResolveId = (
  this: { resolve: (source: string, importer: string, options: object) => Promise<unknown> },
  source: string,
  importer: string | undefined,
  options: object,
) => unknown;

/** Calls the plugin's resolveId with a `this.resolve` that records what it was asked. */
async function resolve(source: string, importer: string | undefined) {
  const asked: string[] = [];
  const context = {
    resolve: (askedSource: string) => {
      asked.push(askedSource);
      return Promise.resolve({ id: `resolved:${askedSource}` });
    },
  };
  const result = await (sharedSubpathsToMain().resolveId as ResolveId).call(context, source, importer, {});
  return { result, asked };
}

describe("our code's imports of a shared library's re-exported subpath use the page's shared copy", () => {
  it('zustand/vanilla from our store resolves as zustand, which the federation shares', async () => {
    expect(await resolve('zustand/vanilla', '/r/remotes/marketplace/src/store/marketplace-store.ts')).toEqual({ result: { id: 'resolved:zustand' }, asked: ['zustand'] });
  });

  it("zustand's own import of its subpath stays (its main entry re-exports it)", async () => {
    expect(await resolve('zustand/vanilla', '/r/node_modules/.pnpm/zustand@5.1.0/node_modules/zustand/esm/react.mjs')).toEqual({ result: null, asked: [] });
  });

  it('other imports are left to the other plugins', async () => {
    expect(await resolve('zustand', '/r/remotes/marketplace/src/store/context.tsx')).toEqual({ result: null, asked: [] });
    expect(await resolve('react-dom/client', '/r/remotes/marketplace/src/mount.tsx')).toEqual({ result: null, asked: [] });
  });
});
