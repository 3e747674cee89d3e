import { useEffect, useState, type FormEvent } from 'react';
import { dialogTitles, labels, profileMessages } from '@sehat/core/messages';
import { profileUpdateSchema } from '@sehat/core/profile/schemas';
import type { User } from '@sehat/core/user/user-schema';
import { useDialog } from '../../../components/dialog/dialog-context';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { fieldErrorsFromIssues, pickFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from './avatar-picker';
import styles from './profile.module.css';

const fieldNames = ['fullName', 'email', 'address'] as const;
type FieldName = (typeof fieldNames)[number];

const fields: { name: FieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'fullName', label: labels.profile.fullName, type: 'text', autoComplete: 'name' },
  { name: 'email', label: labels.profile.email, type: 'email', autoComplete: 'email' },
  { name: 'address', label: labels.profile.address, type: 'text', autoComplete: 'street-address' },
];

/** Edit mode: Save asks first, Cancel drops every change (the view shows the original). */
export function ProfileEditForm({
  user,
  onCancel,
  onSaved,
}: {
  user: User;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    fullName: user.fullName,
    email: user.email,
    address: user.address,
  });
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<FieldName>>({});
  const dialog = useDialog();
  const update = useUpdateProfile();

  // Each preview URL is released when replaced or when the form closes.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues<FieldName>(parsed.error));
      return;
    }
    setFieldErrors({});
    const confirmed = await dialog.confirm({
      title: dialogTitles.confirm,
      message: profileMessages.saveConfirm,
    });
    if (!confirmed) return;
    update.mutate(
      { ...parsed.data, photo: photo?.file ?? null },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setFormError(errorMessage(error, profileMessages.saveFailed));
          if (error instanceof ApiError) setFieldErrors(pickFieldErrors(error.fields, fieldNames));
        },
      },
    );
  };

  return (
    <form className={`${styles.card} ${styles.editGrid}`} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2 className={styles.editTitle}>{labels.profile.editTitle}</h2>
      <AvatarPicker
        user={user}
        previewUrl={photo?.url ?? null}
        onPick={(file) => setPhoto({ file, url: URL.createObjectURL(file) })}
      />
      <div className={styles.editFields}>
        <FormAlert message={formError} />
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            autoFocus={index === 0}
            value={values[field.name]}
            error={fieldErrors[field.name]}
            onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
          />
        ))}
        <div className={styles.actions}>
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? labels.profile.saving : labels.profile.save}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
            {labels.profile.cancel}
          </Button>
        </div>
      </div>
    </form>
  );
}
