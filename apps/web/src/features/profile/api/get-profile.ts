import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@sehat/core/user/user-schema';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getProfile(): Promise<UserResponse> {
  return apiRequest(apiPaths.profile, { answer: 'profile.user' });
}

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
