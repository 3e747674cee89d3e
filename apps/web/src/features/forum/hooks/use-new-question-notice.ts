import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { timings } from '@sehat/core/timings';
import { getLatestQuestion, latestQuestionQueryOptions } from '../api/get-latest-question';

/**
 * Polls for the newest question while the plain list shows (not search results). When one
 * newer than any seen before appears, asked by someone else, `onNew` refreshes the list and
 * the notice shows for 5 s.
 */
export function useNewQuestionNotice(enabled: boolean, viewerId: number | null, onNew: () => void): boolean {
  const [visible, setVisible] = useState(false);
  const newestSeen = useRef<number | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const latest = useRef({ onNew });
  useEffect(() => {
    latest.current = { onNew };
  }, [onNew]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useQuery({
    ...latestQuestionQueryOptions(viewerId),
    enabled,
    queryFn: async ({ signal }) => {
      const newest = await getLatestQuestion(signal);
      const previous = newestSeen.current;
      if (!newest) return newest;
      newestSeen.current = Math.max(previous ?? 0, newest.id);
      const isNew = previous !== null && newest.id > previous;
      if (isNew && !newest.mine) {
        latest.current.onNew();
        setVisible(true);
        window.clearTimeout(hideTimer.current);
        hideTimer.current = window.setTimeout(() => setVisible(false), timings.newQuestionNoticeMs);
      }
      return newest;
    },
  });

  return visible;
}
