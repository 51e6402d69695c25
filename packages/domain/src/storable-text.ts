/**
 * Text that can reach the database: Postgres refuses a NUL byte in text and a lone UTF-16
 * surrogate in jsonb (and in UTF-8 at all), so such input is refused at the edge (400) instead of
 * failing deep inside a query as a 500.
 */

/** A string without NUL bytes whose surrogates all come in pairs. */
export function isStorableText(value: string): boolean {
  if (value.includes('\u0000')) return false;
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * The path of the first string (or object key) in `value` that cannot be stored, or null when all
 * can: 'body.name', 'query.q', 'params.id'. Walks arrays and plain objects, `depth` levels at most
 * (deeper input is refused as well: nothing we accept nests that far).
 */
export function unstorableTextPath(value: unknown, path: string, depth = 32): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  if (depth <= 0) return path;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorableText(key)) return path;
    const found = unstorableTextPath(item, `${path}.${key}`, depth - 1);
    if (found !== null) return found;
  }
  return null;
}
