import { authMessages, passwordMessages } from './messages';
import { userLimits } from '../user/limits';

/** The first problem of a form: the spec's message and the fields it is about. */
export type FormProblem<K extends string> = { message: string; fields: K[] };

const blank = (value: string) => value.trim() === '';

function emptyFields<K extends string>(values: Record<K, string>, isEmpty: (v: string) => boolean): K[] {
  return (Object.keys(values) as K[]).filter((name) => isEmpty(values[name]));
}

type RegisterFormText = {
  username: string;
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/**
 * The client-side checks of the spec, in the spec's order. Each returns the first problem
 * (message and fields), or null when the form may be sent (the server re-validates everything).
 */
export function checkRegisterForm<V extends RegisterFormText>(
  values: V,
): FormProblem<keyof RegisterFormText> | null {
  const text = {
    username: values.username,
    fullName: values.fullName,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
  // The consent boxes are checked by the schema, each with its own message.
  const empty = emptyFields(text, blank);
  if (empty.length > 0) return { message: authMessages.allFieldsRequired, fields: empty };
  if (values.password !== values.confirmPassword) {
    return { message: authMessages.passwordMismatch, fields: ['confirmPassword'] };
  }
  return null;
}

export function checkLoginForm(values: {
  login: string;
  password: string;
}): FormProblem<keyof typeof values> | null {
  // A login of spaces is empty; a password of spaces is a password.
  const empty = (['login', 'password'] as const).filter((name) =>
    name === 'login' ? blank(values.login) : values.password === '',
  );
  return empty.length > 0 ? { message: authMessages.loginRequired, fields: empty } : null;
}

export function checkChangePasswordForm(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FormProblem<keyof typeof values> | null {
  const empty = emptyFields(values, (v) => v === '');
  if (empty.length > 0) return { message: passwordMessages.allFieldsRequired, fields: empty };
  if (values.newPassword.length < userLimits.passwordMin) {
    return { message: passwordMessages.newTooShort, fields: ['newPassword'] };
  }
  if (values.newPassword !== values.confirmPassword) {
    return { message: passwordMessages.confirmMismatch, fields: ['confirmPassword'] };
  }
  return null;
}

/** A new password typed twice (the reset form): both required, and the same. */
export function checkNewPasswordForm(values: {
  password: string;
  confirmPassword: string;
}): FormProblem<keyof typeof values> | null {
  const empty = emptyFields(values, (v) => v === '');
  if (empty.length > 0) return { message: passwordMessages.allFieldsRequired, fields: empty };
  if (values.password !== values.confirmPassword) {
    return { message: passwordMessages.confirmMismatch, fields: ['confirmPassword'] };
  }
  return null;
}
