/**
 * Scrolls to the element a hash names, 20 px above it (spec 2); hashes that carry an access token
 * or the ghost-login flag are left alone. The target may render only after its data arrives, and
 * content loading above it may push it down: it is looked for, then kept in place while the page
 * settles, until the person scrolls, types or clicks themselves.
 */
import { HASH_SCROLL_OFFSET_PX } from '@marketplace/domain/constants';
import { shouldScrollToHash } from '@marketplace/domain/auth-hash';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to look for the target, and then to hold it in place, in animation frames (~60/s). */
const SEEK_FRAMES = 300;
const SETTLE_FRAMES = 150;

export function HashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash || !shouldScrollToHash(hash)) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let seen = 0;
    let settled = 0;
    let personMoved = false;
    const stop = () => {
      personMoved = true;
    };
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const name of events) window.addEventListener(name, stop, { passive: true });

    const tick = () => {
      if (personMoved) return;
      const target = document.getElementById(id);
      if (target) {
        const top = target.getBoundingClientRect().top;
        if (Math.abs(top - HASH_SCROLL_OFFSET_PX) > 1) window.scrollTo({ top: top + window.scrollY - HASH_SCROLL_OFFSET_PX });
        if (++settled > SETTLE_FRAMES) return;
      } else if (++seen > SEEK_FRAMES) {
        return;
      }
      frame = window.requestAnimationFrame(tick);
    };
    tick();
    return () => {
      window.cancelAnimationFrame(frame);
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, [hash, pathname]);
  return null;
}
