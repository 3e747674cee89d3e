/** The shape of a failed zod parse that this module needs (kept structural on purpose). */
type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message per top-level field, in the order the schema reported them. */
export function fieldErrorsFromIssues<K extends string>(error: IssueList): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<K>;
}

/** Field errors sent by the server, limited to the fields this form shows. */
export function pickFieldErrors<K extends string>(
  fields: Readonly<Record<string, string>>,
  known: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of known) {
    const message = fields[key];
    if (message) errors[key] = message;
  }
  return errors;
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
