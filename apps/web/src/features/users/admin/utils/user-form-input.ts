import { isPasswordFilled } from '@sehat/core/admin/users/rules';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@sehat/core/admin/users/schemas';
import type { Role } from '@sehat/core/user/limits';
import type { User } from '@sehat/core/user/user-schema';
import { fieldErrorsFromIssues, type FieldErrors } from '../../../../lib/form-errors';
import type { SaveUserInput } from '../api/save-user';

export const userFormFields = ['username', 'email', 'fullName', 'role', 'address', 'password'] as const;
export type UserFormField = (typeof userFormFields)[number];
export type UserFormValues = Record<Exclude<UserFormField, 'role'>, string> & { role: Role };

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

/**
 * Checks the form with the server's own schema and builds the request: on edit the password
 * travels only when one was typed. Returns the field errors instead when a check fails.
 */
export function userFormInput(
  user: User | null,
  values: UserFormValues,
): { ok: true; input: SaveUserInput } | { ok: false; errors: FieldErrors<UserFormField> } {
  if (!user) {
    const parsed = adminUserCreateSchema.safeParse(values);
    return parsed.success
      ? { ok: true, input: { kind: 'create', body: parsed.data } }
      : { ok: false, errors: fieldErrorsFromIssues<UserFormField>(parsed.error) };
  }
  const { password, ...rest } = values;
  const parsed = adminUserUpdateSchema.safeParse(isPasswordFilled(password) ? values : rest);
  return parsed.success
    ? { ok: true, input: { kind: 'update', id: user.id, body: parsed.data } }
    : { ok: false, errors: fieldErrorsFromIssues<UserFormField>(parsed.error) };
}
