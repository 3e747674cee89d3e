import { useEffect, useRef } from 'react';

/** Calls `refresh` when the window regains focus or the tab becomes visible again (spec §4). */
export function useRefreshOnFocus(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    const onFocus = () => latest.current();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
