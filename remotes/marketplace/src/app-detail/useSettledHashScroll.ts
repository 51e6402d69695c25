/**
 * Hash links into the detail page (/apps/{slug}/#reviews) land on their section once the parts
 * above it have loaded: the shell scrolls as soon as the id exists, but features, support and
 * the rest grow afterwards and would push the section away. Same 20 px offset as the shell.
 */
import { shouldScrollToHash } from '@marketplace/domain/auth-hash';
import { HASH_SCROLL_OFFSET_PX } from '@marketplace/domain/constants';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function useSettledHashScroll(key: string, settled: boolean): void {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || !hash || !shouldScrollToHash(hash)) return;
    const target = `${key}${hash}`;
    if (done.current === target) return;
    const frame = window.requestAnimationFrame(() => {
      const element = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!element) return;
      done.current = target;
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [key, settled, hash]);
}
