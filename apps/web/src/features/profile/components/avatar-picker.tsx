import { useId, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { dialogTitles } from '@sehat/core/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import type { User } from '@sehat/core/user/user-schema';
import { Avatar } from '#web/components/avatar/avatar';
import { useDialog } from '#web/components/dialog/dialog-context';
import { avatarAccept, checkAvatarFile } from '../utils/check-avatar-file';
import styles from './profile.module.css';

/** The avatar with a file picker; a rejected file is explained in an alert and dropped. */
export function AvatarPicker({
  user,
  previewUrl,
  onPick,
}: {
  user: User;
  previewUrl: string | null;
  onPick: (file: File) => void;
}) {
  const dialog = useDialog();
  const inputId = useId();
  const titleId = useId();
  const buttonId = useId();
  const hintId = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      input.value = '';
      void dialog.alert({ title: dialogTitles.warning, message: problem });
      return;
    }
    onPick(file);
  };

  return (
    <div className={styles.picker}>
      <span id={titleId} className={styles.pickerTitle}>
        {profileLabels.photo}
      </span>
      {/* The preview is decorative: the picker itself is named 'Foto profil'. */}
      <Avatar user={user} size="xl" src={previewUrl} />
      <input
        id={inputId}
        type="file"
        accept={avatarAccept}
        className={styles.fileInput}
        aria-labelledby={`${titleId} ${buttonId}`}
        aria-describedby={hintId}
        onChange={onChange}
      />
      <label id={buttonId} htmlFor={inputId} className={styles.fileLabel}>
        <Camera aria-hidden="true" size={18} />
        {profileLabels.changePhoto}
      </label>
      <p id={hintId} className={styles.pickerHint}>
        {profileLabels.photoHint}
      </p>
    </div>
  );
}
