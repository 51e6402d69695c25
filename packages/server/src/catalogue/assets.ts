/** Asset paths are stored relative (`/v2/assets/...`) and made absolute on the way out. */
export function absoluteAsset(publicOrigin: string, path: string): string;
export function absoluteAsset(publicOrigin: string, path: string | null): string | null;
export function absoluteAsset(publicOrigin: string, path: string | null): string | null {
  if (path === null) return null;
  return path.startsWith('/') ? `${publicOrigin}${path}` : path;
}
