import { useEffect, useState } from 'react';
import { profileMessages, profileLabels } from '@sehat/core/profile/messages';
import { profileUpdateSchema } from '@sehat/core/profile/schemas';
import type { User } from '@sehat/core/user/user-schema';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from './avatar-picker';
import styles from './profile.module.css';

const fields: {
  name: 'fullName' | 'email' | 'address';
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'fullName', label: profileLabels.fullName, type: 'text', autoComplete: 'name' },
  { name: 'email', label: profileLabels.email, type: 'email', autoComplete: 'email' },
  { name: 'address', label: profileLabels.address, type: 'text', autoComplete: 'street-address' },
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
  const { attachForm, ...form } = useZodForm({
    schema: profileUpdateSchema,
    defaultValues: { fullName: user.fullName, email: user.email, address: user.address },
  });
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const dialog = useDialog();
  const update = useUpdateProfile();

  // Each preview URL is released when replaced or when the form closes.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  const onSubmit = form.submitWith(async (body) => {
    const confirmed = await dialog.confirm({
      message: profileMessages.saveConfirm,
    });
    if (!confirmed) return;
    update.mutate(
      { ...body, photo: photo?.file ?? null },
      {
        onSuccess: onSaved,
        // The action first, then why: a bare 'Server error' would not say the change was lost (ADR 68).
        onError: (error) => form.showFailure(error, `${profileMessages.saveFailed} ${errorMessage(error)}`),
      },
    );
  });

  return (
    <form
      ref={attachForm}
      className={`${styles.card} ${styles.editGrid}`}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <h2 className={styles.editTitle}>{profileLabels.editTitle}</h2>
      <AvatarPicker
        user={user}
        previewUrl={photo?.url ?? null}
        onPick={(file) => setPhoto({ file, url: URL.createObjectURL(file) })}
      />
      <div className={styles.editFields}>
        <FormAlert {...form.alert} />
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            {...form.field(field.name)}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            autoFocus={index === 0}
          />
        ))}
        <div className={styles.actions}>
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? profileLabels.saving : profileLabels.save}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
            {profileLabels.cancel}
          </Button>
        </div>
      </div>
    </form>
  );
}
