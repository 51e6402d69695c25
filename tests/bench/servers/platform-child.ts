/**
 * A platform in its own process for the load benchmarks (the load generator must not share the
 * server's event loop). Driven over the IPC channel of `fork`: see `PlatformChild` in child.ts.
 */
import { performance } from 'node:perf_hooks';
import { issueToken } from '../../../packages/server/src/auth/tokens.ts';
import { createPlatform } from '../../../packages/server/src/platform.ts';
import type { Platform } from '../../../packages/server/src/platform.ts';
import { recordStatements, replayStatements } from '../../../packages/server/src/testing/statements.ts';
import type { Statement } from '../../../packages/server/src/testing/statements.ts';
import type { ChildReply, ChildRequest } from '../lib/child.ts';

let platform: Platform | null = null;
const recorded = new Map<string, Statement[]>();

function live(): Platform {
  if (!platform) throw new Error('platform not started');
  return platform;
}

async function handle(request: ChildRequest): Promise<ChildReply> {
  switch (request.type) {
    case 'start': {
      const started = performance.now();
      platform = await createPlatform({
        ...(request.databaseUrl ? { databaseUrl: request.databaseUrl } : {}),
        ...(request.dataDir ? { dataDir: request.dataDir } : {}),
        seed: { apps: request.apps },
        allowedOrigins: [],
      });
      const url = await platform.app.listen({ port: 0, host: '127.0.0.1' });
      const readyMs = performance.now() - started;
      globalThis.gc?.();
      return { type: 'started', url, readyMs, rss: process.memoryUsage().rss };
    }
    case 'token': {
      const { token } = await issueToken(live().db, { accountId: request.accountId, clientId: 'marketplace', now: new Date() });
      return { type: 'token', token };
    }
    case 'record': {
      const log = recordStatements(live().db);
      try {
        const response = await live().app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers });
        if (response.statusCode >= 400) throw new Error(`${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`);
      } finally {
        log.stop();
      }
      recorded.set(request.name, [...log.statements]);
      return { type: 'recorded', statements: log.statements.map((s) => s.sql) };
    }
    case 'replay': {
      // The recorded SQL again, directly on the same database, from `connections` concurrent loops.
      const statements = recorded.get(request.name) ?? [];
      const latencies: number[] = [];
      const until = performance.now() + request.durationMs;
      const loop = async () => {
        while (performance.now() < until) {
          const start = performance.now();
          await replayStatements(live().db, statements);
          latencies.push(performance.now() - start);
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: request.connections }, loop));
      return { type: 'replayed', count: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
    }
    case 'rss':
      globalThis.gc?.();
      return { type: 'rss', rss: process.memoryUsage().rss };
    case 'close':
      await platform?.close();
      platform = null;
      return { type: 'closed' };
  }
}

process.on('message', (message: ChildRequest & { id: number }) => {
  handle(message).then(
    (reply) => {
      process.send?.({ ...reply, id: message.id });
      if (reply.type === 'closed') process.disconnect();
    },
    (error: unknown) => process.send?.({ type: 'error', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
process.send?.({ type: 'hello', id: 0 });
