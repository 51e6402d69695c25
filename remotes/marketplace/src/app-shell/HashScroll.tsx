/**
 * Scrolls to the element a hash names, 20 px above it (spec 2), once it is on the page; hashes
 * that carry an access token or the ghost-login flag are left alone.
 */
import { HASH_SCROLL_OFFSET_PX } from '@marketplace/domain/constants';
import { shouldScrollToHash } from '@marketplace/domain/auth-hash';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function HashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash || !shouldScrollToHash(hash)) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let tries = 0;
    // The target may render after data arrives: look for it for a few seconds.
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX });
        return;
      }
      if (tries++ < 180) frame = window.requestAnimationFrame(seek);
    };
    seek();
    return () => window.cancelAnimationFrame(frame);
  }, [hash, pathname]);
  return null;
}
