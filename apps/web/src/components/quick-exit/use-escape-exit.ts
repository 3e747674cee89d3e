import { useEffect } from 'react';
import { ESCAPES_WITHIN_MS, escapesExit, quickExit } from './quick-exit';

/**
 * Escape pressed three times within two seconds leaves, as Keluar cepat does, for as long as
 * the calling layout is on show. The presses are counted before anything else handles them:
 * the first one may close a dialog or the chat, and counts all the same.
 */
export function useEscapeExit(): void {
  useEffect(() => {
    let presses: number[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = Date.now();
      presses = [...presses.filter((time) => now - time <= ESCAPES_WITHIN_MS), now];
      if (escapesExit(presses)) quickExit();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
