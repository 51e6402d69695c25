/** The current time, ticking every second while `ticking` (the checkout countdown). */
import { useEffect, useState } from 'react';

export function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    // A first tick at once: the time kept since mount may be minutes old when the checkout starts.
    const first = setTimeout(() => setNow(new Date()), 0);
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ticking]);
  return now;
}
