/** Query strings without empty values (spec 5), built and read without URL globals. */

export type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

const isEmpty = (value: QueryValue): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** '?a=1&b=x%20y', or '' when nothing is left; lists are comma-joined; keys keep their order. */
export function queryString(params: QueryParams): string {
  const parts = Object.entries(params)
    .filter(([, value]) => !isEmpty(value))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
};

/** Reads '?a=1&b=' into { a: '1' }: empty values are dropped, the last of a repeated key wins. */
export function parseQuery(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    if (key !== '' && value !== '') params[key] = value;
  }
  return params;
}
