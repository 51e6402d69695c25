/**
 * Loads an exposed module of the remote through the module federation runtime, from the remote's
 * origin of the page's run-time configuration (the host's build names no address: the same build
 * runs on other ports, behind real domains or twice on one machine). A retry reloads
 * the page: browsers keep a failed module import (the entry and every chunk it reached) for the
 * life of the page, so asking the runtime again, even under a fresh entry address, can fail
 * again without a request; a reload starts from a clean module map.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { remoteEntryUrl, remoteName, type ExposedModule } from './contract.ts';

/** Only a failed load poisons the page; a host that mounts the remote again (after showing another section) loads it again. */
let failed = false;
/** The entry registered with the runtime (one remote origin per page). */
let registered: string | null = null;

/**
 * `remoteOrigin` is the run-time configuration's; `reload` is the host page's own reload (this
 * file is also compiled without the DOM's types).
 */
export async function loadExposedModule<T>(exposed: ExposedModule, options: { remoteOrigin: string; reload: () => void }): Promise<T> {
  const { reload } = options;
  const entry = remoteEntryUrl(options.remoteOrigin);
  if (registered !== entry) {
    registerRemotes([{ name: remoteName, entry, type: 'module' }], { force: registered !== null });
    registered = entry;
  }
  if (failed) {
    reload();
    return new Promise<T>(() => {});
  }
  try {
    const module = await loadRemote<T>(`${remoteName}/${exposed.slice(2)}`);
    if (!module) throw new Error(`The remote did not provide ${exposed}`);
    return module;
  } catch (error) {
    failed = true;
    throw error;
  }
}
