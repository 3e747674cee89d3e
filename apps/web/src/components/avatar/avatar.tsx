import { useState } from 'react';
import { avatarColor, initialsOf } from '@sehat/core/user/avatar';
import { useDataSaver } from '#web/lib/data-saver/data-saver-store';
import { useStyleProperty } from '#web/lib/use-style-property';
import styles from './avatar.module.css';

export type AvatarUser = {
  id: number;
  username: string;
  fullName?: string | null;
  photoUrl?: string | null;
};

type AvatarProps = {
  user: AvatarUser;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Overrides the photo (e.g. a preview of a file not uploaded yet). */
  src?: string | null;
  /** Accessible name; without it the avatar is decorative (the name is shown beside it). */
  label?: string;
};

/**
 * A user's photo, or their initials on their palette colour (spec §9). In low-data mode only a
 * photo the person is choosing right now (`src`) is shown, never a downloaded one (ADR 206).
 */
export function Avatar({ user, size = 'md', src, label }: AvatarProps) {
  const dataSaver = useDataSaver().on;
  const photo = src ?? (dataSaver ? null : user.photoUrl) ?? null;
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const className = `${styles.avatar} ${styles[size]}`;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const initials = useStyleProperty<HTMLSpanElement>('backgroundColor', avatarColor(user.id));

  if (photo && photo !== failedPhoto) {
    return (
      <span className={className} {...a11y}>
        <img
          className={styles.photo}
          src={photo}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedPhoto(photo)}
        />
      </span>
    );
  }
  return (
    <span ref={initials} className={className} {...a11y}>
      {initialsOf(user.fullName, user.username)}
    </span>
  );
}
