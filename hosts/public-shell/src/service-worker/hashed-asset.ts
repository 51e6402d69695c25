/** A built file whose name carries its content hash (vite's `assets/name-HASH.ext`): safe to keep for good. */
export function isHashedAsset(pathname: string): boolean {
  return /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(?:js|css|svg|woff2?)$/.test(pathname);
}
