/** Starting and talking to a benchmark child process (fork + IPC; a TypeScript child through tsx). */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export type ChildRequest =
  | {
      type: 'start';
      dataDir?: string;
      databaseUrl?: string;
      apps: number;
      /** A generated catalogue of this many apps (MARKETPLACE_SEED_APPS); the default catalogue without it. */ seedApps?: number;
    }
  | { type: 'token'; accountId: string }
  | { type: 'record'; name: string; method: string; url: string; headers: Record<string, string> }
  | { type: 'replay'; name: string; durationMs: number; connections: number }
  | { type: 'rss' }
  | { type: 'close' };

export type ChildReply =
  | { type: 'started'; url: string; readyMs: number; rss: number; /** CPU time of the start on the serving thread, ms. */ cpuMs?: number }
  | { type: 'token'; token: string }
  | { type: 'recorded'; statements: string[] }
  | { type: 'replayed'; count: number; seconds: number; latencies: number[] }
  | { type: 'rss'; rss: number }
  | { type: 'closed' };

type Reply<T extends ChildRequest['type']> = Extract<
  ChildReply,
  { type: { start: 'started'; token: 'token'; record: 'recorded'; replay: 'replayed'; rss: 'rss'; close: 'closed' }[T] }
>;

export interface Child {
  process: ChildProcess;
  ask<T extends ChildRequest>(request: T): Promise<Reply<T['type']>>;
  /** Asks the child to close, then ends it. */
  stop(): Promise<void>;
}

/**
 * Node options added to every child, e.g. BENCH_CHILD_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
 * or '--trace-gc' (NODE_OPTIONS refuses --cpu-prof).
 */
const childArgs = (process.env['BENCH_CHILD_ARGS'] ?? '').split(/\s+/).filter((arg) => arg !== '');

/**
 * Forks tests/bench/servers/<script> with --expose-gc and waits for its hello; `quiet` drops the
 * child's standard output (a server's request log), `execArgv` adds node options.
 */
export async function startChild(script: string, args: string[] = [], options: { quiet?: boolean; execArgv?: string[] } = {}): Promise<Child> {
  const child = fork(join(import.meta.dirname, '../servers', script), args, {
    // A .mjs child runs plain (the memory bench's, like `npm start`); a .ts one through tsx.
    execArgv: [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), '--expose-gc', ...(options.execArgv ?? []), ...childArgs],
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
  let next = 1;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const hello = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', (message: { id: number; type: string; message?: string }) => {
      if (message.type === 'hello') return resolve();
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.type === 'error') pending?.reject(new Error(message.message));
      else pending?.resolve(message);
    });
  });
  await hello;
  return {
    process: child,
    ask(request) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve: resolve, reject });
        child.send({ ...request, id });
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close', id: 0 });
      setTimeout(() => child.kill('SIGTERM'), 5000).unref();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6000))]);
      child.kill('SIGKILL');
    },
  };
}
