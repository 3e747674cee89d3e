import type { CannedResponse, CannedResponseBody } from '@sehat/core/chat/canned-responses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

const cannedKey = [...chatKeys.all, 'canned-responses'] as const;

export const cannedResponsesQueryOptions = () =>
  queryOptions({
    queryKey: cannedKey,
    queryFn: () => apiRequest(apiPaths.adminChat.cannedResponses, { answer: 'adminChat.cannedResponses' }),
    staleTime: 60_000,
    select: (body) => body.cannedResponses,
  });

/** The team's prepared answers (the admin screen and the '/' list of the inbox composer). */
export function useCannedResponses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cannedResponsesQueryOptions(), enabled });
}

async function saveCannedResponse({
  id,
  body,
}: {
  id: number | null;
  body: CannedResponseBody;
}): Promise<CannedResponse> {
  const saved = await apiRequest(
    id === null ? apiPaths.adminChat.cannedResponses : apiPaths.adminChat.cannedResponse(id),
    { method: id === null ? 'POST' : 'PUT', json: body, answer: 'adminChat.cannedResponse' },
  );
  return saved.cannedResponse;
}

/** Adds (id null) or replaces one; the list refreshes either way (another admin may have changed it). */
export function useSaveCannedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCannedResponse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cannedKey }),
  });
}

export function useDeleteCannedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(apiPaths.adminChat.cannedResponse(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cannedKey }),
  });
}
