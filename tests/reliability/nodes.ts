/** Starting, killing and calling platform processes (node.ts) from the reliability suites. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');

export interface NodeProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves when the node prints 'ready'; rejects if it exits first. */
  ready: Promise<void>;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (clean stop), and wait. */
  stop(): Promise<void>;
  /** The node's memory after a full collection: what it retains (JS heap in use and memory outside it, WebAssembly's included) and its RSS, in bytes. */
  memory(): Promise<{ retained: number; rss: number }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startNode(env: { DATA_DIR?: string; DATABASE_URL?: string; SEED_APPS?: string }): Promise<NodeProcess> {
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx command: that one runs the script in a child of
  // its own, and a SIGKILL of it would leave the server running.
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'node.ts'), String(port)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => reject(new Error(`node exited (${code ?? signal}) before ready: ${output.slice(-2000)}`)));
  });
  ready.catch(() => undefined);
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const memory = () =>
    new Promise<{ retained: number; rss: number }>((resolve, reject) => {
      let line = '';
      const read = (chunk: Buffer) => {
        line += chunk.toString();
        const found = /memory (\{.*\})\n/.exec(line);
        if (!found?.[1]) return;
        child.stdout?.off('data', read);
        resolve(JSON.parse(found[1]) as { retained: number; rss: number });
      };
      child.stdout?.on('data', read);
      if (!child.kill('SIGUSR2')) reject(new Error('the node is not running'));
    });
  return { baseUrl: `http://127.0.0.1:${port}`, child, ready, kill: () => gone('SIGKILL'), stop: () => gone('SIGTERM'), memory };
}

export interface CallResult {
  status: number;
  body: unknown;
}

export async function call(baseUrl: string, method: string, path: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<CallResult> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** Signs a demo account in as the accounts page does (the token flow), and returns the token. */
export async function signIn(baseUrl: string, accountId: string): Promise<string> {
  const redirect = 'http://localhost:4000/marketplace/';
  const form = new URLSearchParams({ response_type: 'token', client_id: 'marketplace', redirect_uri: redirect, account_id: accountId, state: 's' });
  const response = await fetch(`${baseUrl}/accounts/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  const token = new URLSearchParams(new URL(location).hash.slice(1)).get('access_token');
  if (!token) throw new Error(`sign-in gave no token (${response.status} ${location})`);
  return token;
}
