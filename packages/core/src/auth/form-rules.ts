import { authMessages, passwordMessages } from '../messages';
import { userLimits } from '../user/limits';

/**
 * The client-side checks of the spec, in the spec's order. Each returns the first
 * message to show, or null when the form may be sent (the server re-validates everything).
 */
export function checkRegisterForm(values: {
  username: string;
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}): string | null {
  if (Object.values(values).some((v) => v.trim() === '')) return authMessages.allFieldsRequired;
  if (values.password !== values.confirmPassword) return authMessages.passwordMismatch;
  return null;
}

export function checkLoginForm(values: { login: string; password: string }): string | null {
  if (values.login.trim() === '' || values.password === '') return authMessages.loginRequired;
  return null;
}

export function checkChangePasswordForm(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
    return passwordMessages.allFieldsRequired;
  }
  if (values.newPassword.length < userLimits.passwordMin) return passwordMessages.newTooShort;
  if (values.newPassword !== values.confirmPassword) return passwordMessages.confirmMismatch;
  return null;
}
