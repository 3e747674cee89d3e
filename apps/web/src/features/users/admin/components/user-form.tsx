import { adminUserMessages } from '@sehat/core/admin/messages';
import { roles } from '@sehat/core/user/limits';
import type { User } from '@sehat/core/user/user-schema';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useZodForm } from '#web/lib/use-zod-form';
import { useSaveUser } from '../api/save-user';
import { actionErrorMessage } from '../utils/action-error';
import { initialUserFormValues, userFormSchema } from '../utils/user-form-input';
import styles from './user-form.module.css';

const form = adminUserMessages.form;
const textFields: { name: 'username' | 'email' | 'fullName'; label: string; type: string }[] = [
  { name: 'username', label: form.username, type: 'text' },
  { name: 'email', label: form.email, type: 'email' },
  { name: 'fullName', label: form.fullName, type: 'text' },
];
const roleOptions = roles.map((role) => ({ value: role, label: adminUserMessages.roleLabels[role] }));

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
  const save = useSaveUser();
  const isEdit = user !== null;
  const { attachForm, ...userForm } = useZodForm({
    schema: userFormSchema(user),
    defaultValues: initialUserFormValues(user),
  });

  const onSubmit = userForm.submitWith((input) =>
    save.mutate(input, {
      onSuccess: (data) => onSaved(data.user),
      onError: (error) =>
        userForm.showFailure(
          error,
          actionErrorMessage(error, isEdit ? adminUserMessages.updateFailed : adminUserMessages.createFailed),
        ),
    }),
  );

  return (
    <form
      ref={attachForm}
      className={styles.card}
      onSubmit={(e) => void onSubmit(e)}
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
      <FormAlert {...userForm.alert} />
      <div className={styles.grid}>
        {textFields.map((field) => (
          <TextField
            key={field.name}
            {...userForm.field(field.name)}
            label={field.label}
            type={field.type}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={field.name === 'username'}
          />
        ))}
        <SelectField {...userForm.field('role')} label={form.role} options={roleOptions} />
        <TextField
          className={styles.wide}
          {...userForm.field('address')}
          label={form.address}
          autoComplete="off"
        />
        <TextField
          className={styles.wide}
          {...userForm.field('password')}
          label={isEdit ? form.passwordEditHint : form.password}
          type="password"
          autoComplete="new-password"
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
