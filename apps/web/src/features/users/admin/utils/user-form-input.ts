import { z } from 'zod';
import { isPasswordFilled } from '@sehat/core/admin/users/rules';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@sehat/core/admin/users/schemas';
import type { Role } from '@sehat/core/user/limits';
import type { User } from '@sehat/core/user/user-schema';
import type { SaveUserInput } from '../api/save-user';

export type UserFormValues = {
  username: string;
  email: string;
  fullName: string;
  role: Role;
  address: string;
  password: string;
};

/** The add form starts empty with role User (spec §5); the edit form with the user's data. */
export function initialUserFormValues(user: User | null): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    fullName: user?.fullName ?? '',
    role: user?.role ?? 'user',
    address: user?.address ?? '',
    password: '',
  };
}

/** On edit a blank password means "unchanged", as the form's hint says: it does not travel. */
function withoutBlankPassword(values: unknown): unknown {
  if (typeof values !== 'object' || values === null || !('password' in values)) return values;
  const { password, ...rest } = values;
  return typeof password === 'string' && !isPasswordFilled(password) ? rest : values;
}

/** The server's own schema for the form, giving the request to send (add or edit). */
export function userFormSchema(user: User | null): z.ZodType<SaveUserInput> {
  if (!user) return adminUserCreateSchema.transform((body) => ({ kind: 'create' as const, body }));
  return z
    .preprocess(withoutBlankPassword, adminUserUpdateSchema)
    .transform((body) => ({ kind: 'update' as const, id: user.id, body }));
}
