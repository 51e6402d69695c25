/**
 * Code loaded on first use and shared by every caller after it. A failed load (the network dropped
 * the chunk) is forgotten, so the next call tries again instead of failing until the page reloads.
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** What the load gave, once it has (null before): a caller can then run at once. */
  loaded(): T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const get = () =>
    (loading ??= load().then(
      (result) => (value = result),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.assign(get, { loaded: () => value });
}
