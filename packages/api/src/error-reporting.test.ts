import { describe, expect, it } from 'vitest';
import type { ErrorReport } from '@marketplace/domain/error-reporting';
import { ApiError, ApiErrorKind, ApiArea } from './api-error.ts';
import { reportFailedRequests } from './error-reporting.ts';
import { createApiEvents } from './events.ts';

describe('failed requests are reported by area with type, data and status, except what spec 8 ignores', () => {
  const failure = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ kind: ApiErrorKind.http, area: ApiArea.carts, message: 'Cart couldn’t be loaded.', method: 'GET', url: '/v2/cart', ...init });

  it('reports a failed request tagged by its area', () => {
    const events = createApiEvents();
    const reports: ErrorReport[] = [];
    reportFailedRequests(events, { report: (report) => reports.push(report) });
    events.emit('error', failure({ status: 404, data: { code: 'not_found' } }));
    expect(reports).toEqual([{ area: 'carts', type: 'http', message: 'Cart couldn’t be loaded.', status: 404, data: { code: 'not_found' } }]);
  });

  it('leaves out a request the network dropped, and stops when unsubscribed', () => {
    const events = createApiEvents();
    const reports: ErrorReport[] = [];
    const stop = reportFailedRequests(events, { report: (report) => reports.push(report) });
    events.emit('error', failure({ kind: ApiErrorKind.network, cause: new TypeError('Failed to fetch') }));
    expect(reports).toEqual([]);
    stop();
    events.emit('error', failure({ status: 500 }));
    expect(reports).toEqual([]);
  });
});
