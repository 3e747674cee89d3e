import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FormProblem } from '@sehat/core/auth/form-rules';
import { focusFirstInvalid, isFormLevel, serverFieldErrors, withFormCheck } from './form-errors';

type ZodFormOptions<V extends FieldValues, O> = {
  /** A core schema: it checks the values and gives the body to send (extra fields are dropped). */
  schema: z.ZodType<O>;
  /** Every field of the form with its starting value; the form's fields are these keys. */
  defaultValues: V;
  /** The spec's form-level check, run before the schema (its one message marks several fields). */
  check?: (values: V) => FormProblem<Path<V>> | null;
  /** Schema messages the spec words for the whole form: shown once at the top, fields marked. */
  formMessages?: readonly string[];
};

/**
 * A react-hook-form form driven by a core zod schema, with this site's error conventions: a
 * form-level alert, each error tied to its field (`field(name)` gives a field component its
 * registration, `error`, `invalid` and `describedBy`), focus on the first invalid field after
 * every failed submit, and a failed request's field errors shown under their fields.
 */
export function useZodForm<V extends FieldValues, O>({
  schema,
  defaultValues,
  check,
  formMessages = [],
}: ZodFormOptions<V, O>) {
  const alertId = useId();
  // A callback ref (a state setter), so the returned object holds no ref to read in render.
  const [formElement, attachForm] = useState<HTMLFormElement | null>(null);
  const [failures, setFailures] = useState(0);
  // The schema reads what it declares: the form may hold more (a confirmation field).
  const schemaResolver = zodResolver(schema as z.ZodType<O, FieldValues>) as Resolver<V, unknown, O>;
  const form = useForm<V, unknown, O>({
    resolver: withFormCheck(schemaResolver, check),
    defaultValues: defaultValues as DefaultValues<V>,
    // Errors stay until the next submit, as the spec's messages are answers to a submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const names = Object.keys(defaultValues) as Path<V>[];
  const errorOf = (name: Path<V>) => get(errors, name) as FieldError | undefined;
  const formWide = names.map(errorOf).find((error) => isFormLevel(error, formMessages));

  // Every submit, and every failed request, ends with focus on the first invalid field (if any).
  // submitCount changes in the same update as the schema's errors, so they are on screen by then.
  const attempts = submitCount + failures;
  useEffect(() => {
    if (attempts > 0) focusFirstInvalid(formElement);
  }, [attempts, formElement]);

  return {
    ...form,
    attachForm,
    alert: { id: alertId, message: errors.root?.server?.message ?? formWide?.message ?? null },
    /** The form's onSubmit: checks, then calls `send` with the schema's output. */
    submitWith: (send: (body: O) => unknown) => form.handleSubmit(send),
    field: (name: Path<V>) => {
      const error = errorOf(name);
      const marked = isFormLevel(error, formMessages);
      return {
        ...form.register(name, {
          // Typing in a field takes its own error away.
          onChange: () => error && !marked && form.clearErrors(name),
        }),
        error: marked ? undefined : error?.message,
        invalid: marked,
        describedBy: marked ? alertId : undefined,
      };
    },
    /**
     * A failed request: `message` (if any) in the alert, the server's field errors under their
     * fields. Returns whether any field error was shown.
     */
    showFailure: (failure: unknown, message?: string): boolean => {
      const fields = serverFieldErrors(failure, names);
      for (const [name, text] of fields) form.setError(name, { type: 'server', message: text });
      if (message) form.setError('root.server', { type: 'server', message });
      if (message || fields.length > 0) setFailures((count) => count + 1);
      return fields.length > 0;
    },
  };
}
