import { z } from 'zod';
import { authMessages, passwordMessages } from './messages';
import { isCommonPassword } from './common-passwords';
import { emailField, fullNameField, newPasswordField, usernameField } from '../user/fields';
import { registerConsentShape } from '../privacy/schemas';
import { userLimits } from '../user/limits';
import { lastResultSchema, userSchema } from '../user/user-schema';
import { text } from '../validation/text';

export const registerBodySchema = z.object({
  username: usernameField,
  fullName: fullNameField,
  email: emailField,
  password: newPasswordField,
  ...registerConsentShape,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

const loginText = (max: number) =>
  text({ required: authMessages.loginRequired })
    .min(1, { error: authMessages.loginRequired })
    .max(max, { error: authMessages.invalidCredentials });

export const loginBodySchema = z.object({
  login: loginText(userLimits.emailMax).trim().min(1, { error: authMessages.loginRequired }),
  password: loginText(userLimits.passwordMax),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: text({
    required: passwordMessages.allFieldsRequired,
    wrongType: passwordMessages.allFieldsRequired,
  })
    .min(1, { error: passwordMessages.allFieldsRequired })
    .max(userLimits.passwordMax, { error: passwordMessages.currentWrong }),
  newPassword: text({
    required: passwordMessages.allFieldsRequired,
    wrongType: passwordMessages.allFieldsRequired,
  })
    .min(1, { error: passwordMessages.allFieldsRequired })
    .min(userLimits.passwordMin, { error: passwordMessages.newTooShort })
    .max(userLimits.passwordMax, { error: passwordMessages.newTooLong })
    .refine((password) => !isCommonPassword(password), { error: passwordMessages.newTooCommon }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * `GET /auth/session` (`user` null for a visitor). `consentNeeded`: the user must consent to
 * the current privacy policy before going on.
 */
export const sessionSchema = z.object({
  user: userSchema.nullable(),
  lastResult: lastResultSchema,
  consentNeeded: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `POST /auth/login`: the session of the account just logged in. */
export const loginResponseSchema = sessionSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
