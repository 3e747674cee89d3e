import { isCommonPassword } from '../auth/common-passwords';
import { authMessages } from '../auth/messages';
import { profileMessages } from '../profile/messages';
import { userLimits, usernamePattern } from './limits';
import { text } from '../validation/text';

/** A string field whose missing/wrong-type error reads as "required" in Indonesian. */
export function requiredText(requiredMessage: string) {
  return text({ required: requiredMessage }).trim().min(1, { error: requiredMessage });
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

export const newPasswordField = text({ required: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .min(userLimits.passwordMin, { error: authMessages.passwordTooShort })
  .max(userLimits.passwordMax, { error: authMessages.passwordTooLong })
  .refine((password) => !isCommonPassword(password), { error: authMessages.passwordTooCommon });

export const addressField = text()
  .trim()
  .max(userLimits.addressMax, { error: profileMessages.addressTooLong });
