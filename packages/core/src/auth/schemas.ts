import { z } from 'zod';
import { authMessages, commonMessages, passwordMessages } from '../messages';
import { emailField, fullNameField, newPasswordField, usernameField } from '../user/fields';
import { userLimits } from '../user/limits';

export const registerBodySchema = z.object({
  username: usernameField,
  fullName: fullNameField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

const loginText = (max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? authMessages.loginRequired : commonMessages.invalidInput,
    })
    .min(1, { error: authMessages.loginRequired })
    .max(max, { error: authMessages.invalidCredentials });

export const loginBodySchema = z.object({
  login: loginText(userLimits.emailMax).trim().min(1, { error: authMessages.loginRequired }),
  password: loginText(userLimits.passwordMax),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: passwordMessages.allFieldsRequired })
    .min(1, { error: passwordMessages.allFieldsRequired })
    .max(userLimits.passwordMax, { error: passwordMessages.currentWrong }),
  newPassword: z
    .string({ error: passwordMessages.allFieldsRequired })
    .min(1, { error: passwordMessages.allFieldsRequired })
    .min(userLimits.passwordMin, { error: passwordMessages.newTooShort })
    .max(userLimits.passwordMax, { error: passwordMessages.newTooLong }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
