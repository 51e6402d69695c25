/**
 * What is reported of a failure (spec 8): failed requests go to an error-reporting service tagged
 * by area, with a type tag, the response data and the status. Failures that say nothing about the
 * product (a chunk that did not load, a fetch the network dropped, JSON cut short, a resize
 * observer loop, storage the browser refuses) are not reported.
 */

/** One report: `area` is the slice or screen that failed, `type` the kind of failure. */
export interface ErrorReport {
  area: string;
  type: string;
  message: string;
  status: number | null;
  data: unknown;
}

/** Spec 8's ignore list, as the texts browsers use for each of those failures. */
export const ignoredErrorPatterns: readonly RegExp[] = [
  // Chunk-load failures (webpack's ChunkLoadError, and each browser's failed dynamic import).
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i,
  // Fetch failures (Chrome, Firefox, Safari).
  /^(TypeError: )?Failed to fetch$|NetworkError when attempting to fetch resource|^(TypeError: )?Load failed$/i,
  // JSON end of input.
  /Unexpected end of JSON input|JSON\.parse: unexpected end of data/i,
  // Resize observer loops.
  /ResizeObserver loop/i,
  // Cross-storage and local storage problems.
  /cross-storage|localStorage|QuotaExceededError|The quota has been exceeded/i,
];

/** The text an error is recognised by: its name and message, or the value itself. */
function textOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return typeof error === 'string' ? error : '';
}

/** True for a failure spec 8 says is not reported (the error itself or any error it was caused by). */
export function isIgnoredError(error: unknown): boolean {
  const text = textOf(error);
  const message = error instanceof Error ? error.message : text;
  if (ignoredErrorPatterns.some((pattern) => pattern.test(text) || pattern.test(message))) return true;
  return error instanceof Error && error.cause !== undefined && error.cause !== error && isIgnoredError(error.cause);
}
