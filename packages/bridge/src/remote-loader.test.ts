import { describe, expect, it } from 'vitest';
import { createRemoteLoader } from './remote-loader.ts';
import type { RemoteLoadState } from './remote-loader.ts';

describe('loading the remote from a host', () => {
  it('reports loading then loaded', async () => {
    const states: Array<RemoteLoadState<string>['status']> = [];
    createRemoteLoader(
      async () => 'module',
      (s) => states.push(s.status),
    );
    await expect.poll(() => states).toEqual(['loading', 'loaded']);
  });

  it('reports a failure and loads on retry', async () => {
    let calls = 0;
    const states: Array<RemoteLoadState<string>> = [];
    const loader = createRemoteLoader(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('remoteEntry.js unreachable');
        return 'module';
      },
      (s) => states.push(s),
    );
    await expect.poll(() => states.at(-1)?.status).toBe('failed');
    await loader.retry();
    expect(states.map((s) => s.status)).toEqual(['loading', 'failed', 'loading', 'loaded']);
  });
});
