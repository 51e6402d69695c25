/**
 * The page's query string, as filters write it. The router applies a navigation inside a React
 * transition, which a lazy screen can hold back; meanwhile a controlled checkbox or select would
 * snap back to its old state under the user's click. So the string just written is shown at once,
 * until the location catches up (or moves on).
 */
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

export function useQueryString(): [search: string, write: (search: string, options?: NavigateOptions) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const [written, setWritten] = useState<{ over: string; search: string } | null>(null);
  const write = useCallback(
    (next: string, options?: NavigateOptions) => {
      setWritten({ over: search, search: next });
      void navigate({ pathname, search: next }, options);
    },
    [navigate, pathname, search],
  );
  return [written !== null && written.over === search ? written.search : search, write];
}
