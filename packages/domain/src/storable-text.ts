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

/** The most levels of arrays and objects any input nests: nothing the platform accepts nests deeper. */
export const MAX_INPUT_DEPTH = 32;

export type UnstorableInput = { path: string; reason: 'text' | 'depth' };

/**
 * The first part of `value` that cannot be accepted, or null when all can: a string (or object
 * key) that cannot be stored ('text', at e.g. 'body.name'), or nesting deeper than `depth` levels
 * ('depth', at the level where it went too deep). Walks arrays and plain objects.
 */
export function unstorableInput(value: unknown, path: string, depth = MAX_INPUT_DEPTH): UnstorableInput | null {
  if (typeof value === 'string') return isStorableText(value) ? null : { path, reason: 'text' };
  if (value === null || typeof value !== 'object') return null;
  if (depth <= 0) return { path, reason: 'depth' };
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorableText(key)) return { path, reason: 'text' };
    const found = unstorableInput(item, `${path}.${key}`, depth - 1);
    if (found !== null) return found;
  }
  return null;
}

/** The sentence of a 400 for input refused by unstorableInput. */
export function unstorableInputMessage(found: UnstorableInput): string {
  const where = found.path.split('.')[0] ?? found.path;
  return found.reason === 'depth'
    ? `The ${where} nests more than ${MAX_INPUT_DEPTH} levels of lists and objects; nothing here accepts input that deep.`
    : `${found.path}: text with a NUL byte or a lone surrogate cannot be accepted.`;
}
