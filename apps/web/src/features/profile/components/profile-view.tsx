import { KeyRound, Pencil } from 'lucide-react';
import { emailVerificationLabels } from '@sehat/core/auth/recovery-messages';
import { profileLabels } from '@sehat/core/profile/messages';
import type { User } from '@sehat/core/user/user-schema';
import { formatDate } from '@sehat/core/time/format';
import { Avatar } from '#web/components/avatar/avatar';
import { LogoutButton } from '#web/features/auth';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { paths } from '#web/config/paths';
import styles from './profile.module.css';

export function ProfileView({
  user,
  onEdit,
  focusEdit,
}: {
  user: User;
  onEdit: () => void;
  /** Put focus back on Edit after leaving edit mode. */
  focusEdit: boolean;
}) {
  // Name and username head the card; each value appears once on the page.
  const rows = [
    { label: profileLabels.email, value: user.email },
    {
      label: emailVerificationLabels.status,
      value: (
        <span className={user.emailVerified ? styles.verified : styles.unverified}>
          {user.emailVerified ? emailVerificationLabels.verified : emailVerificationLabels.unverified}
        </span>
      ),
    },
    { label: profileLabels.address, value: user.address },
    { label: profileLabels.memberSince, value: formatDate(user.createdAt) },
  ];
  return (
    <div className={styles.card}>
      <div className={styles.identity}>
        <Avatar user={user} size="xl" label={profileLabels.photo} />
        <div className={styles.identityText}>
          <h2 className={styles.name}>{user.fullName || user.username}</h2>
          <p className={styles.handle}>
            <VisuallyHidden>{profileLabels.username}: </VisuallyHidden>@{user.username}
          </p>
        </div>
      </div>
      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value || profileLabels.emptyValue}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button onClick={onEdit} autoFocus={focusEdit}>
          <Pencil aria-hidden="true" size={18} />
          {profileLabels.edit}
        </Button>
        <ButtonLink to={paths.ChangePassword.getHref()} variant="secondary">
          <KeyRound aria-hidden="true" size={18} />
          {profileLabels.changePassword}
        </ButtonLink>
        <LogoutButton variant="ghost" className={styles.logout} />
      </div>
    </div>
  );
}
