import { z } from 'zod';
import { authMessages, commonMessages, profileMessages } from '../messages';
import { userLimits, usernamePattern } from './limits';

/** A string field whose missing/wrong-type error reads as "required" in Indonesian. */
export function requiredText(requiredMessage: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? requiredMessage : commonMessages.invalidInput),
    })
    .trim()
    .min(1, { error: requiredMessage });
}

export const usernameField = requiredText(authMessages.usernameRequired)
  .min(userLimits.usernameMin, { error: authMessages.usernameFormat })
  .max(userLimits.usernameMax, { error: authMessages.usernameFormat })
  .regex(usernamePattern, { error: authMessages.usernameFormat });

export const fullNameField = requiredText(authMessages.fullNameRequired).max(userLimits.fullNameMax, {
  error: authMessages.fullNameTooLong,
});

export const emailField = requiredText(authMessages.emailRequired)
  .max(userLimits.emailMax, { error: authMessages.emailTooLong })
  .toLowerCase()
  .email({ error: authMessages.emailInvalid });

export const newPasswordField = z
  .string({
    error: (issue) =>
      issue.input === undefined ? authMessages.passwordRequired : commonMessages.invalidInput,
  })
  .min(1, { error: authMessages.passwordRequired })
  .min(userLimits.passwordMin, { error: authMessages.passwordTooShort })
  .max(userLimits.passwordMax, { error: authMessages.passwordTooLong });

export const addressField = z
  .string({ error: commonMessages.invalidInput })
  .trim()
  .max(userLimits.addressMax, { error: profileMessages.addressTooLong });
