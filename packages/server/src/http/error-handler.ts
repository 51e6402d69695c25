/**
 * Every failure leaves as JSON `{ code, message }`: our ApiErrors with their status, Fastify's own
 * client errors (bad JSON, wrong content type) as 400, anything else as 500 'Unexpected error'.
 * Stack traces go to the log, never to the client.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { alreadyInstalled, entitlementConstraints } from '../commerce/entitlements.ts';
import { catalogueMessage } from '@marketplace/domain/errors';
import { unstorableInput, unstorableInputMessage } from '@marketplace/domain/storable-text';
import { HttpError } from './errors.ts';
import { RateLimitedError } from './rate-limits.ts';

/** unique_violation (23505) on one of the entitlement constraints, from either engine's driver. */
function isRuleViolation(error: Error): boolean {
  const { code, constraint } = error as Error & { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' && entitlementConstraints.includes(constraint);
}

export function registerErrorHandling(app: FastifyInstance): void {
  // An empty body with a JSON content type (a DELETE from some clients) counts as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new HttpError(400, 'invalid_json', 'The request body is not valid JSON.'), undefined);
    }
  });

  // The sign-in page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });

  // Every string that could reach the database, on every route: path, query and body.
  // A callback hook: nothing here waits, and every request passes it (an async hook costs each one a promise).
  app.addHook('preValidation', (request, _reply, done) => {
    const found = unstorableInput(request.params, 'params') ?? unstorableInput(request.query, 'query') ?? unstorableInput(request.body, 'body');
    done(found === null ? undefined : new HttpError(400, found.reason === 'depth' ? 'too_deep' : 'invalid_text', unstorableInputMessage(found)));
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send({ code: error.code, message: error.message });
    }
    // A unique index that stands for a money rule: its violation is that rule's refusal (409), not a failure.
    if (isRuleViolation(error)) {
      const refusal = alreadyInstalled();
      return reply.code(refusal.status).send({ code: refusal.code, message: refusal.message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'bad_request';
      return reply.code(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ code: 'internal_error', message: catalogueMessage('unexpected') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}.` });
  });
}
