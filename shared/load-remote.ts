/**
 * Loads an exposed module of the remote through the module federation runtime. A retry reloads
 * the page: browsers keep a failed module import (the entry and every chunk it reached) for the
 * life of the page, so asking the runtime again, even under a fresh entry address, can fail
 * again without a request; a reload starts from a clean module map.
 */
import { loadRemote } from '@module-federation/runtime';
import { remoteName, type ExposedModule } from './contract.ts';

let attempts = 0;

/** `reload` is the host page's own reload (this file is also compiled without the DOM's types). */
export async function loadExposedModule<T>(exposed: ExposedModule, reload: () => void): Promise<T> {
  if (attempts > 0) {
    reload();
    return new Promise<T>(() => {});
  }
  attempts += 1;
  const module = await loadRemote<T>(`${remoteName}/${exposed.slice(2)}`);
  if (!module) throw new Error(`The remote did not provide ${exposed}`);
  return module;
}
