/**
 * A polite live region for what assistive technology should hear without focus moving, such as
 * 'Navigated to {page title}' after a client-side navigation (spec 2).
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}

export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage(text), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" css={visuallyHidden} data-testid="route-announcer">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}
