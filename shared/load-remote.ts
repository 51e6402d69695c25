/**
 * Loads an exposed module of the remote through the module federation runtime. A retry registers
 * the remote again under a fresh entry address: browsers keep a failed module import for the
 * life of the page, so asking for the same remoteEntry.js again would fail again.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { remoteEntryUrl, remoteName, type ExposedModule } from './federation.ts';

let attempts = 0;

export async function loadExposedModule<T>(exposed: ExposedModule): Promise<T> {
  if (attempts > 0) {
    registerRemotes([{ name: remoteName, entry: `${remoteEntryUrl}?attempt=${attempts}`, type: 'module' }], { force: true });
  }
  attempts += 1;
  const module = await loadRemote<T>(`${remoteName}/${exposed.slice(2)}`);
  if (!module) throw new Error(`The remote did not provide ${exposed}`);
  return module;
}
