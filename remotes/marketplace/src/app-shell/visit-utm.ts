/**
 * The UTM parameters of the visit (spec 7 and 9): read from the landing address and kept for the
 * browser session, so an install several pages later still says where the visitor came from.
 */
import type { Utm } from '@marketplace/domain/entities/utm';
import { utmFromQuery, utmMetrics } from '@marketplace/domain/utm';

const UTM_KEY = 'marketplace.visitUtm';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function visitUtm(): Utm {
  if (typeof window === 'undefined') return {};
  const landing = utmFromQuery(Object.fromEntries(new URLSearchParams(window.location.search)));
  if (Object.keys(landing).length > 0) {
    // Kept as the landing address's utm_ parameters, and read back as they were read from it.
    storage()?.setItem(UTM_KEY, JSON.stringify(utmMetrics(landing)));
    return landing;
  }
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(UTM_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return {};
    return utmFromQuery(Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
  } catch {
    return {};
  }
}
