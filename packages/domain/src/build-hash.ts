/**
 * Spec 4: "a changed build hash forces one full reload". The page knows the hash of the build it
 * came from; after a navigation the served hash (app-data.json) is compared with it. Pure: the
 * caller keeps which hash it last reloaded for (per browser tab) and carries out the answer.
 */

export type BuildHashAction = 'keep' | 'reload';

/**
 * 'reload' when the served hash differs from the page's and the tab has not reloaded for that
 * hash yet. A page that still carries an older hash after its reload (a cache between it and the
 * server) is kept as it is: one reload, never a loop.
 */
export function buildHashAction(page: string | undefined, served: string, reloadedFor: string | null): BuildHashAction {
  if (page === undefined || page === served) return 'keep';
  return reloadedFor === served ? 'keep' : 'reload';
}
