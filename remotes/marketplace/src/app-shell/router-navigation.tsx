/**
 * Lets the store move between the marketplace's own routes (after a purchase, a rejected checkout,
 * a missing charge): the store is made before the router, so the router lends it its navigate
 * function once it exists.
 */
import { createContext, useContext, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export type Navigator = (path: string) => void;

export interface NavigatorHolder {
  current: Navigator | null;
}

export const NavigatorContext = createContext<NavigatorHolder | null>(null);

export function RouterNavigation() {
  const navigate = useNavigate();
  const ref = useContext(NavigatorContext);
  useEffect(() => {
    if (!ref) return;
    ref.current = (path) => void navigate(path);
    return () => {
      ref.current = null;
    };
  }, [navigate, ref]);
  return null;
}
