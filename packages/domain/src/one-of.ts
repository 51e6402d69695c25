/** Whether a value is one of a list's: what the list's zod enum accepts, for code that loads no schema. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
