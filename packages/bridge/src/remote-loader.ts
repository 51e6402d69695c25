/**
 * Loading the federated remote from a host, with the failure state every host shows instead of a
 * blank page. Framework-free so React and non-React hosts share it.
 */
export const REMOTE_UNAVAILABLE_MESSAGE = 'The marketplace is unavailable right now';
export const RETRY_LABEL = 'Retry';

export type RemoteLoadState<T> = { status: 'loading' } | { status: 'loaded'; module: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` and reports each state. `retry()` runs it again; a host wires it to its Retry button.
 */
export function createRemoteLoader<T>(load: () => Promise<T>, onState: (state: RemoteLoadState<T>) => void) {
  let attempt = 0;
  const run = async () => {
    const current = ++attempt;
    onState({ status: 'loading' });
    try {
      const module = await load();
      if (current === attempt) onState({ status: 'loaded', module });
    } catch (error) {
      if (current === attempt) onState({ status: 'failed', error });
    }
  };
  void run();
  return { retry: run };
}
