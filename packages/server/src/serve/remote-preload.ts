/**
 * Preload links for the remote's code a host page needs first: the host build cannot
 * know the remote's hashed chunks, so without these the browser discovers them one import at a
 * time (remoteEntry, then the exposed module, then its imports), a round trip each. The remote's
 * build lists every exposed module's chunks in its federation manifest (mf-manifest.json); the
 * server reads it once at start and names them in the page's <head>, to be fetched in parallel.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExposedModule } from '@marketplace/shared/federation';
import { escapeHtml } from '../http/escape-html.ts';

interface FederationManifest {
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * `<link rel="preload" as="script">` tags for an exposed module's chunks; none when the manifest is
 * missing. Not `modulepreload`: a failed modulepreload stays in the page's module map, so the
 * Retry of an unavailable remote would fail again; a failed preload is simply fetched again.
 */
export function remotePreloadLinks(remoteDist: string, remoteOrigin: string, exposed: ExposedModule): string {
  const manifestPath = join(remoteDist, 'mf-manifest.json');
  if (!existsSync(manifestPath)) return '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as FederationManifest;
  const entry = manifest.exposes.find((expose) => expose.path === exposed);
  if (!entry) return '';
  const url = (file: string) => escapeHtml(`${remoteOrigin}/${file}`);
  return [
    ...entry.assets.js.sync.map((file) => `<link rel="preload" as="script" crossorigin href="${url(file)}">`),
    ...entry.assets.css.sync.map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}">`),
  ].join('');
}

/** Puts the links at the end of <head>. */
export function injectPreloads(html: string, links: string): string {
  return links === '' ? html : html.replace(/<\/head>/i, () => `${links}</head>`);
}
