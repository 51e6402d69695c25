/**
 * The page's query string, as filters write it. The router applies a navigation inside a React
 * transition, which a lazy screen can hold back; meanwhile a controlled checkbox or select would
 * snap back to its old state under the user's click. So the string just written is shown at once,
 * until the location catches up (or moves on); the address itself changes after the next paint.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { afterNextPaint } from './after-paint.ts';

export function useQueryString(): [search: string, write: (search: string, options?: NavigateOptions) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  /**
   * The string written last, and those the location may still show before it catches up (the one
   * before these changes, and any written on the way whose navigation lands first).
   */
  const [written, setWritten] = useState<{ over: readonly string[]; search: string } | null>(null);
  // Caught up: from here on the location alone says what is shown (Back included).
  if (written !== null && search === written.search) setWritten(null);
  /** Cancels the address change not made yet. */
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => () => pending.current?.(), []);
  const write = useCallback(
    (next: string, options?: NavigateOptions) => {
      setWritten((current) => ({ over: current === null ? [search] : [...current.over, current.search, search], search: next }));
      // The address follows once the frame showing the change is painted, in idle time:
      // history.pushState took 0.3-15 ms of a listing change in the profiles. Changes made
      // before it follows make one entry.
      pending.current?.();
      const { href } = window.location;
      const state: unknown = window.history.state;
      pending.current = afterNextPaint(
        () => {
          pending.current = null;
          // A link followed meanwhile wins over the filters of the page it left.
          if (window.location.href !== href || window.history.state !== state) return;
          void navigate({ pathname, search: next }, options);
        },
        { idle: true },
      );
    },
    [navigate, pathname, search],
  );
  return [written !== null && written.over.includes(search) ? written.search : search, write];
}
