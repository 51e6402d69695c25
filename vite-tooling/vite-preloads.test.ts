import { describe, expect, it } from 'vitest';
import { completeExposePreloads, preloadFederationChunks } from './vite-preloads.ts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: facadeModuleId !== null,
  facadeModuleId,
});

type Handler = (this: unknown, ...args: unknown[]) => unknown;

describe("the remote's manifest lists everything an exposed module needs at once", () => {
  const bundle = () => ({
    'remoteEntry.js': chunk('remoteEntry.js', ['assets/federation.js']),
    'assets/federation.js': chunk('assets/federation.js', []),
    'assets/Marketplace-1.js': chunk('assets/Marketplace-1.js', ['assets/marketplace.js'], '/repo/remotes/marketplace/src/Marketplace.tsx'),
    'assets/marketplace.js': chunk('assets/marketplace.js', ['assets/loadShare.js', 'assets/federation.js']),
    'assets/loadShare.js': chunk('assets/loadShare.js', []),
    'assets/AppDetail-1.js': chunk('assets/AppDetail-1.js', ['assets/purify.js'], '/repo/remotes/marketplace/src/app-detail/AppDetail.tsx'),
    'assets/purify.js': chunk('assets/purify.js', []),
    'mf-manifest.json': {
      type: 'asset',
      source: JSON.stringify({
        exposes: [
          { name: 'Marketplace', path: './Marketplace', assets: { js: { sync: ['assets/marketplace.js'] } } },
          { name: 'AppDetail', path: './AppDetail', assets: { js: { sync: ['assets/AppDetail-1.js'] } } },
        ],
      }),
    },
  });

  const completed = () => {
    const output = bundle();
    const plugin = completeExposePreloads({
      remoteEntry: 'remoteEntry.js',
      exposes: { './Marketplace': './src/Marketplace.tsx', './AppDetail': './src/app-detail/AppDetail.tsx' },
    });
    (plugin.generateBundle as { handler: Handler }).handler.call({}, {}, output, false);
    return JSON.parse(output['mf-manifest.json'].source) as { exposes: { path: string; assets: { js: { sync: string[] } } }[] };
  };

  it('adds remoteEntry.js, its imports, the exposed module’s own chunk and what that imports', () => {
    const marketplace = completed().exposes.find((expose) => expose.path === './Marketplace');
    expect(new Set(marketplace?.assets.js.sync)).toEqual(
      new Set(['remoteEntry.js', 'assets/federation.js', 'assets/Marketplace-1.js', 'assets/marketplace.js', 'assets/loadShare.js']),
    );
  });

  it("leaves another exposed module's code out, and lists each file once", () => {
    const [marketplace, appDetail] = completed().exposes;
    expect(marketplace?.assets.js.sync).not.toContain('assets/purify.js');
    expect(marketplace?.assets.js.sync).not.toContain('assets/AppDetail-1.js');
    expect(appDetail?.assets.js.sync).toContain('assets/purify.js');
    for (const expose of completed().exposes) expect(new Set(expose.assets.js.sync).size).toBe(expose.assets.js.sync.length);
  });
});

describe("a host's page preloads the federation chunks its runtime imports later", () => {
  it('names the pending shares and the share wrappers under the base, and nothing else', () => {
    const plugin = preloadFederationChunks();
    (plugin.configResolved as Handler).call({}, { base: '/marketplace/' });
    const bundle = {
      'assets/pendingShares-1.js': chunk('assets/pendingShares-1.js', []),
      'assets/_virtual_mf__prebuild__react_mf_2_dom__prebuild__-1.js': chunk('assets/_virtual_mf__prebuild__react_mf_2_dom__prebuild__-1.js', []),
      'assets/index-1.js': chunk('assets/index-1.js', []),
      'assets/AppDetail-1.js': chunk('assets/AppDetail-1.js', []),
    };
    const tags = (plugin.transformIndexHtml as { handler: Handler }).handler.call({}, '', { bundle }) as { attrs: { rel: string; href: string } }[];
    expect(tags.map((tag) => tag.attrs.href).sort()).toEqual([
      '/marketplace/assets/_virtual_mf__prebuild__react_mf_2_dom__prebuild__-1.js',
      '/marketplace/assets/pendingShares-1.js',
    ]);
    expect(tags.every((tag) => tag.attrs.rel === 'modulepreload')).toBe(true);
  });
});
