import type { ResultShareBody, SharedResult } from '@sehat/core/chat/result-share';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/** With the user's consent: the counsellors see this result's summary above the chat. */
export function useShareResult() {
  return useMutation({
    mutationFn: (body: ResultShareBody) =>
      apiRequest<{ sharedResult: SharedResult }>(apiPaths.chat.resultShare, { method: 'POST', json: body }),
  });
}
