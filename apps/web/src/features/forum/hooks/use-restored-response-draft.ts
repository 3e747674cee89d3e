import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { questionQueryOptions } from '../api/get-question';
import { clearResponseDraft, readResponseDraft } from '../utils/response-draft';

/**
 * Back from logging in to respond: the question the visitor was answering opens again (its
 * response box then picks up the draft). A question that is gone takes its draft with it.
 */
export function useRestoredResponseDraft(loggedIn: boolean, open: (question: ForumQuestion) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    const draft = readResponseDraft();
    if (!draft) return;
    let cancelled = false;
    queryClient
      .fetchQuery(questionQueryOptions(draft.questionId))
      .then(({ question }) => {
        if (!cancelled) open(question);
      })
      .catch(() => clearResponseDraft());
    return () => {
      cancelled = true;
    };
  }, [loggedIn, open, queryClient]);
}
