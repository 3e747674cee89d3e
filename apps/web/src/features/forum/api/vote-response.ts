import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ResponsePage, VoteResult } from '@sehat/core/forum/contract';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { withVote } from '../utils/response-cache';
import { forumKeys } from './forum-keys';

export function voteResponse(input: { id: number; questionId: number }): Promise<VoteResult> {
  return apiRequest(apiPaths.forum.vote(input.id), { method: 'PUT', answer: 'forum.vote' });
}

/** Toggles the upvote; the server's answer (new count, added/removed) goes straight into the list. */
export function useVoteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteResponse,
    onSuccess: (result, input) => {
      queryClient.setQueriesData<InfiniteData<ResponsePage>>(
        { queryKey: forumKeys.responses(input.questionId) },
        (data) => data && withVote(data, input.id, result.vote, result.action === 'added'),
      );
    },
  });
}
