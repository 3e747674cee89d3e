import { useRef, useState, type FormEvent } from 'react';
import { adminUserMessages } from '@sehat/core/messages';
import type { User } from '@sehat/core/user/user-schema';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-error';
import { pickFieldErrors, type FieldErrors } from '../../../../lib/form-errors';
import { useSaveUser } from '../api/save-user';
import { actionErrorMessage } from '../utils/action-error';
import {
  initialUserFormValues,
  userFormFields,
  userFormInput,
  type UserFormField,
  type UserFormValues,
} from '../utils/user-form-input';
import { RoleSelect } from './role-select';
import styles from './user-form.module.css';

type TextFieldName = Exclude<UserFormField, 'role'>;

const form = adminUserMessages.form;
const textFields: { name: TextFieldName; label: string; type: string }[] = [
  { name: 'username', label: form.username, type: 'text' },
  { name: 'email', label: form.email, type: 'email' },
  { name: 'fullName', label: form.fullName, type: 'text' },
];

/** Add or edit a user (spec §2, §5); `user` null means add. */
export function UserForm({
  user,
  onCancel,
  onSaved,
}: {
  user: User | null;
  onCancel: () => void;
  onSaved: (user: User) => void;
}) {
  const [values, setValues] = useState<UserFormValues>(() => initialUserFormValues(user));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<UserFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveUser();
  const isEdit = user !== null;

  const set = <K extends UserFormField>(name: K, value: UserFormValues[K]) =>
    setValues({ ...values, [name]: value });

  const showErrors = (errors: FieldErrors<UserFormField>) => {
    setFieldErrors(errors);
    const first = userFormFields.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = userFormInput(user, values);
    if (!checked.ok) return showErrors(checked.errors);
    setFieldErrors({});
    save.mutate(checked.input, {
      onSuccess: (data) => onSaved(data.user),
      onError: (error) => {
        setFormError(
          actionErrorMessage(error, isEdit ? adminUserMessages.updateFailed : adminUserMessages.createFailed),
        );
        if (error instanceof ApiError) showErrors(pickFieldErrors(error.fields, userFormFields));
      },
    });
  };

  return (
    <form
      ref={formRef}
      className={styles.card}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="user-form-title"
    >
      <div className={styles.heading}>
        <h2 id="user-form-title" className={styles.title}>
          {isEdit ? form.editTitle : form.addTitle}
        </h2>
        {user && (
          <p className={styles.subject}>
            @{user.username} · {adminUserMessages.columns.id} {user.id}
          </p>
        )}
      </div>
      <FormAlert message={formError} />
      <div className={styles.grid}>
        {textFields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={field.name === 'username'}
            value={values[field.name]}
            error={fieldErrors[field.name]}
            onChange={(e) => set(field.name, e.target.value)}
          />
        ))}
        <RoleSelect value={values.role} error={fieldErrors.role} onChange={(role) => set('role', role)} />
        <TextField
          className={styles.wide}
          label={form.address}
          name="address"
          autoComplete="off"
          value={values.address}
          error={fieldErrors.address}
          onChange={(e) => set('address', e.target.value)}
        />
        <TextField
          className={styles.wide}
          label={isEdit ? form.passwordEditHint : form.password}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={fieldErrors.password}
          onChange={(e) => set('password', e.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? form.saving : form.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {form.cancel}
        </Button>
      </div>
    </form>
  );
}
