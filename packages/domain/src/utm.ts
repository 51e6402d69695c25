/** UTM parameters: read from a landing query, sent as install metrics (spec 7 and 9). */
import { UTM_PARAMETERS } from './constants.ts';
import type { Utm } from './entities/utm.ts';

/** { utm_source: 'x', … } (a parsed query) → { source: 'x', … }; empty values are dropped. */
export function utmFromQuery(query: Readonly<Record<string, string | undefined>>): Utm {
  const utm: Utm = {};
  for (const name of UTM_PARAMETERS) {
    const value = query[`utm_${name}`];
    if (value) utm[name] = value;
  }
  return utm;
}

/** Utm → the install metrics fields utm_source, utm_medium, … */
export function utmMetrics(utm: Utm): Partial<Record<`utm_${(typeof UTM_PARAMETERS)[number]}`, string>> {
  const metrics: Partial<Record<`utm_${(typeof UTM_PARAMETERS)[number]}`, string>> = {};
  for (const name of UTM_PARAMETERS) {
    const value = utm[name];
    if (value) metrics[`utm_${name}`] = value;
  }
  return metrics;
}
