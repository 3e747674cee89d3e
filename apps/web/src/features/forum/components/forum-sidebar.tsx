import { Link } from 'react-router';
import { CirclePlus, LogIn } from 'lucide-react';
import type { User } from '@sehat/core/user/user-schema';
import { forumLabels } from '@sehat/core/forum/messages';
import { Avatar } from '#web/components/avatar/avatar';
import { Button } from '#web/components/ui/button';
import { buttonClassName } from '#web/components/ui/button-classes';
import { paths } from '#web/config/paths';
import styles from './forum-sidebar.module.css';

/** Who is here ('active' or 'Belum login'), the ask button and the 'Pertanyaan Saya' switch. */
export function ForumSidebar({
  user,
  mine,
  onMine,
  onAsk,
}: {
  user: User | null;
  mine: boolean;
  onMine: (value: boolean) => void;
  onAsk: () => void;
}) {
  return (
    <aside className={styles.sidebar} aria-label={forumLabels.sidebarLabel}>
      <div className={styles.card}>
        <div className={styles.identity}>
          {user ? (
            <Avatar user={user} size="lg" />
          ) : (
            <span className={styles.guestAvatar} aria-hidden="true">
              ?
            </span>
          )}
          <div className={styles.who}>
            <span className={styles.name}>{user ? user.fullName || user.username : forumLabels.visitor}</span>
            <span className={user ? styles.active : styles.guest}>
              <span className={styles.statusDot} aria-hidden="true" />
              {user ? forumLabels.statusActive : forumLabels.statusGuest}
            </span>
          </div>
        </div>
        {user ? (
          <Button block onClick={onAsk}>
            <CirclePlus aria-hidden="true" size={18} />
            {forumLabels.ask}
          </Button>
        ) : (
          <>
            {/* The spec's disabled 'Login dulu', then the way in it stands for (ADR 200). */}
            <Button block disabled>
              {forumLabels.loginFirst}
            </Button>
            <Link
              to={paths.Login.getHref({ path: paths.Forum.getHref() })}
              className={buttonClassName({ variant: 'secondary', block: true })}
            >
              <LogIn aria-hidden="true" size={18} />
              {forumLabels.loginToAsk}
            </Link>
            <Link to={paths.Register.getHref({ path: paths.Forum.getHref() })} className={styles.register}>
              {forumLabels.registerToAsk}
            </Link>
          </>
        )}
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={mine}
            disabled={!user}
            onChange={(event) => onMine(event.target.checked)}
          />
          <span className={styles.track} aria-hidden="true" />
          <span>{forumLabels.mine}</span>
        </label>
        {!user && <p className={styles.hint}>{forumLabels.mineHint}</p>}
      </div>
    </aside>
  );
}
