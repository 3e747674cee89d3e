import { useCallback, useEffect, useMemo, useState } from 'react';
import { journalErrorMs } from '@sehat/core/education/limits';
import { timings } from '@sehat/core/timings';

export type Feedback = { tone: 'success' | 'error'; message: string; id: number };

export type FeedbackApi = {
  current: Feedback | null;
  success: (message: string) => void;
  error: (message: string) => void;
};

let nextId = 0;

/** The admin journal screen's message line: successes clear after 3 s, errors after 5 s (spec §4). */
export function useTimedFeedback(): FeedbackApi {
  const [current, setCurrent] = useState<Feedback | null>(null);

  useEffect(() => {
    if (!current) return;
    const delay = current.tone === 'success' ? timings.successMessageMs : journalErrorMs;
    const timer = window.setTimeout(() => setCurrent(null), delay);
    return () => window.clearTimeout(timer);
  }, [current]);

  const show = useCallback((tone: Feedback['tone'], message: string) => {
    nextId += 1;
    setCurrent({ tone, message, id: nextId });
  }, []);

  return useMemo(
    () => ({
      current,
      success: (message: string) => show('success', message),
      error: (message: string) => show('error', message),
    }),
    [current, show],
  );
}
