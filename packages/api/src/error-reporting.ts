/**
 * The error-reporting hook (spec 8): every failed request is reported, tagged by its area, with
 * its kind as the type tag, the response data and the status, except the failures spec 8 says to
 * ignore (domain/error-reporting). Without a reporter of its own an app reports to the console.
 */
import { isIgnoredError, type ErrorReport } from '@marketplace/domain/error-reporting';
import type { ApiError } from './api-error.ts';
import type { ApiEvents } from './events.ts';

/** Where reports go: an error-reporting service's client, or the console. */
export interface ErrorReporter {
  report(report: ErrorReport): void;
}

export const consoleReporter: ErrorReporter = {
  report: (report) => console.error(`[${report.area}] ${report.type}: ${report.message}`, report),
};

export function apiErrorReport(error: ApiError): ErrorReport {
  return { area: error.area, type: error.kind, message: error.message, status: error.status ?? null, data: error.data };
}

/** Sends a report unless spec 8 ignores the failure behind it. */
export function reportUnlessIgnored(reporter: ErrorReporter, error: unknown, report: ErrorReport): void {
  if (!isIgnoredError(error)) reporter.report(report);
}

/** Reports every failed request of these clients; returns the unsubscribe. */
export function reportFailedRequests(events: ApiEvents, reporter: ErrorReporter = consoleReporter): () => void {
  return events.on('error', (error) => reportUnlessIgnored(reporter, error, apiErrorReport(error)));
}
