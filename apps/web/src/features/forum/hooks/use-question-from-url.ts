import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { parseId } from '@sehat/core/validation/id-value';
import { forumParams } from '#web/config/paths';
import { questionQueryOptions } from '../api/get-question';

/**
 * /forum?pertanyaan=ID (e.g. a notification's link) opens that question's detail panel; the
 * parameter is then dropped, so the same link works again. A question that is gone opens nothing.
 */
export function useQuestionFromUrl(open: (question: ForumQuestion) => void) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = parseId(params.get(forumParams.question) ?? '');

  useEffect(() => {
    if (id === null) return;
    let cancelled = false;
    queryClient
      .fetchQuery({ ...questionQueryOptions(id), staleTime: 0 })
      .then(({ question }) => {
        if (!cancelled) open(question);
      })
      .catch(() => undefined)
      .finally(() => {
        if (cancelled) return;
        setParams(
          (current) => {
            current.delete(forumParams.question);
            return current;
          },
          { replace: true },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [id, open, queryClient, setParams]);
}
