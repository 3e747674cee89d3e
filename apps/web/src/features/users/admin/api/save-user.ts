import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserCreate, AdminUserUpdate } from '@sehat/core/admin/users/schemas';
import type { UserResponse } from '@sehat/core/user/user-schema';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { useSession, updateSessionUser } from '#web/lib/auth/session';

export type SaveUserInput =
  { kind: 'create'; body: AdminUserCreate } | { kind: 'update'; id: number; body: AdminUserUpdate };

export function saveUser(input: SaveUserInput): Promise<UserResponse> {
  return input.kind === 'create'
    ? apiRequest(apiPaths.adminUsers, { method: 'POST', json: input.body, answer: 'users.saved' })
    : apiRequest(apiPaths.adminUser(input.id), { method: 'PUT', json: input.body, answer: 'users.saved' });
}

/** Adds or edits a user; editing one's own account also refreshes the session's copy. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: ({ user }) => {
      if (user.id === me?.id) updateSessionUser(queryClient, user);
    },
  });
}
