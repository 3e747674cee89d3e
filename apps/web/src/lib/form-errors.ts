import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FormProblem } from '@sehat/core/auth/form-rules';
import { ApiError } from './api-error';

/** The error type of a field marked by a form-level message (the spec's one message for several fields). */
export const formLevelType = 'form';

/**
 * Runs the spec's form-level check before the schema: its message then stands for every field
 * it names (one alert, each field marked invalid), as the spec words those checks.
 */
export function withFormCheck<V extends FieldValues, C, O>(
  resolver: Resolver<V, C, O>,
  check: ((values: V) => FormProblem<string> | null) | undefined,
): Resolver<V, C, O> {
  if (!check) return resolver;
  return (values, context, options) => {
    const problem = check(values);
    if (!problem) return resolver(values, context, options);
    const errors: Record<string, FieldError> = {};
    for (const name of problem.fields) errors[name] = { type: formLevelType, message: problem.message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** Whether an error speaks for the whole form (shown once in the alert) rather than its field. */
export function isFormLevel(error: FieldError | undefined, formMessages: readonly string[]): boolean {
  if (!error) return false;
  return (
    error.type === formLevelType || (error.message !== undefined && formMessages.includes(error.message))
  );
}

/** Field errors the server sent with a failed request (400 `fields`), limited to the form's fields. */
export function serverFieldErrors<K extends string>(error: unknown, known: readonly K[]): [K, string][] {
  if (!(error instanceof ApiError)) return [];
  return known.flatMap((name) => {
    const message = error.fields[name];
    return message ? [[name, message] as [K, string]] : [];
  });
}

/**
 * After a failed submit: focus the first field marked invalid, in the order the form shows
 * them, so keyboard and screen-reader users land where the problem is. Returns whether one was
 * found.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  return Boolean(first);
}
