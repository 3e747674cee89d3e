import { z } from 'zod';
import { adminUserMessages } from '../messages';
import { authMessages } from '../../auth/messages';
import { addressField, emailField, newPasswordField, usernameField } from '../../user/fields';
import { roles, userLimits } from '../../user/limits';
import { userSchema } from '../../user/user-schema';
import { adminUserLimits } from './limits';
import { idParams } from '../../validation/id';
import { text } from '../../validation/text';

/** Full name is optional for accounts an admin creates (spec §5 requires only username, email, password). */
const fullNameField = text().trim().max(userLimits.fullNameMax, { error: authMessages.fullNameTooLong });

/** A new password: the register rules, and not only spaces (spec §5: "non-empty after trimming"). */
export const adminPasswordField = text({ required: authMessages.passwordRequired })
  .refine((value) => value.trim() !== '', { error: authMessages.passwordRequired, abort: true })
  .pipe(newPasswordField);

const roleField = z.enum(roles, { error: adminUserMessages.roleInvalid });

/** `POST /api/admin/users`. */
export const adminUserCreateSchema = z.object({
  username: usernameField,
  email: emailField,
  password: adminPasswordField,
  fullName: fullNameField.default(''),
  address: addressField.default(''),
  role: roleField.default('user'),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

/** `PUT /api/admin/users/:id`: the whole record; the password only when it changes. */
export const adminUserUpdateSchema = z.object({
  username: usernameField,
  email: emailField,
  fullName: fullNameField,
  address: addressField,
  role: roleField,
  // An empty password means "unchanged", as the edit form's hint says.
  password: z.preprocess((value) => (value === '' ? undefined : value), adminPasswordField.optional()),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const adminUserIdParamsSchema = idParams();

/** `GET /api/admin/users` query: server-side search and cursor paging. */
export const adminUserListQuerySchema = z.object({
  q: text()
    .trim()
    .max(adminUserLimits.queryMax, { error: adminUserMessages.queryTooLong })
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce.number().int().min(1).max(adminUserLimits.pageMax).default(adminUserLimits.pageDefault),
  cursor: text({ invalid: adminUserMessages.invalidCursor })
    .min(1)
    .max(adminUserLimits.cursorMax, { error: adminUserMessages.invalidCursor })
    .optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserListSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;
