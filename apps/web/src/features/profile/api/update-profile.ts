import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@sehat/core/profile/schemas';
import type { UserResponse } from '@sehat/core/user/user-schema';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { updateSessionUser } from '#web/lib/auth/session';
import { profileQueryKey } from './get-profile';

export type UpdateProfileInput = ProfileUpdate & { photo: File | null };

export function updateProfile({ photo, ...fields }: UpdateProfileInput): Promise<UserResponse> {
  const form = new FormData();
  form.set('fullName', fields.fullName);
  form.set('email', fields.email);
  form.set('address', fields.address);
  if (photo) form.set('photo', photo, photo.name);
  return apiRequest(apiPaths.profile, { answer: 'profile.user', method: 'PATCH', formData: form });
}

/** Saves the profile; the fresh user replaces the profile query, the session and the cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(profileQueryKey, data);
      updateSessionUser(queryClient, data.user);
    },
  });
}
