/**
 * The UTM parameters of the visit (spec 7 and 9): read from the landing address and kept for the
 * browser session, so an install several pages later still says where the visitor came from.
 */
import { utmSchema, type Utm } from '@marketplace/domain/entities/utm';
import { utmFromQuery } from '@marketplace/domain/utm';

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
    storage()?.setItem(UTM_KEY, JSON.stringify(landing));
    return landing;
  }
  try {
    const kept = utmSchema.safeParse(JSON.parse(storage()?.getItem(UTM_KEY) ?? 'null'));
    return kept.success ? kept.data : {};
  } catch {
    return {};
  }
}
