import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@sehat/core/user/user-schema';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export type ProfileResponse = { user: User };

export function getProfile(): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>(apiPaths.profile);
}

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
