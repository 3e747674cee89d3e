import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationAction, ModerationItem, ModerationKind } from '@sehat/core/forum/moderation-contract';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { forumKeys } from '../../api/forum-keys';
import { moderationKeys } from './moderation-keys';

export type Decision = { kind: ModerationKind; id: number; action: ModerationAction };

export function decide({ kind, id, action }: Decision) {
  return apiRequest<{ item: ModerationItem } | undefined>(apiPaths.adminModeration.decision(kind, id), {
    method: 'POST',
    json: { action },
  });
}

/** Keeps, hides or deletes an item; the queue, the log and the forum's lists refresh. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: forumKeys.all }),
      ]),
  });
}
