/**
 * A ghost login lasts for the browser session (spec 4: the notice survives navigation and
 * reload), never longer: its token is kept in sessionStorage, not in the day-long cookie.
 */
const GHOST_KEY = 'marketplace.ghostLogin';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberGhostLogin(token: string): void {
  storage()?.setItem(GHOST_KEY, token);
}

export function rememberedGhostLogin(): string | null {
  return storage()?.getItem(GHOST_KEY) || null;
}

export function forgetGhostLogin(): void {
  storage()?.removeItem(GHOST_KEY);
}
