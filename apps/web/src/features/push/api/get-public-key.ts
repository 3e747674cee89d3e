import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getPushPublicKey(): Promise<{ publicKey: string }> {
  return apiRequest(apiPaths.push.publicKey, { answer: 'push.publicKey' });
}

/** The server's VAPID key never changes: read once per visit. */
export const pushPublicKeyQueryOptions = () =>
  queryOptions({ queryKey: ['push', 'public-key'], queryFn: getPushPublicKey, staleTime: Infinity });
