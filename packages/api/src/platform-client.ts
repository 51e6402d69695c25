/**
 * The platform base (spec 7): `{host}/v2{path}`, any method, JSON body unless multipart, optional
 * bearer token, utm meta headers; text parsed as JSON and 204 without a body.
 */
import { ApiArea } from './api-error.ts';
import type { ApiEvents } from './events.ts';
import { createTransport, type Transport } from './http.ts';
import type { Utm } from '@marketplace/domain/entities/utm';
import type { ApiRuntime } from './api-runtime.ts';

/** The meta headers that carry the visit's UTM parameters to the platform. */
export function utmHeaders(utm: Utm): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(utm)) {
    if (typeof value === 'string' && value !== '') headers[`X-Utm-${name.charAt(0).toUpperCase()}${name.slice(1)}`] = value;
  }
  return headers;
}

/** `baseUrl` is `{host}/v2` (config.ts, baseUrlsOf). */
export function createPlatformClient(options: { baseUrl: string; runtime: ApiRuntime; events: ApiEvents }): Transport {
  return createTransport({
    area: ApiArea.platform,
    baseUrl: options.baseUrl,
    runtime: options.runtime,
    events: options.events,
    headers: () => utmHeaders(options.runtime.getUtm()),
  });
}
