import { ShieldAlert, UserRound } from 'lucide-react';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import { Avatar } from '#web/components/avatar/avatar';
import styles from './item-author.module.css';

type Authored = Pick<ForumQuestion, 'user' | 'anonymous' | 'mine' | 'hidden' | 'risk'>;

/** The author's avatar, or a neutral one for an anonymous item seen by someone else. */
export function ItemAvatar({ item, size }: { item: Authored; size: 'sm' | 'md' }) {
  if (item.user) return <Avatar user={item.user} size={size} />;
  return (
    <span className={`${styles.neutral} ${styles[size]}`} aria-hidden="true">
      <UserRound />
    </span>
  );
}

/** '@username', or 'Anonim' when the viewer may not know who wrote it. */
export function itemAuthorName(item: Authored): string {
  return item.user ? `@${item.user.username}` : forumSafetyLabels.anonymousName;
}

/**
 * What only the author and admins see: that it went out as Anonim, that it is hidden from
 * others, and (admins) that it carries crisis language.
 */
export function SafetyBadges({ item }: { item: Authored }) {
  const anonymousLabel = item.mine ? forumSafetyLabels.postedAnonymously : forumSafetyLabels.anonymousName;
  return (
    <>
      {item.anonymous && item.user && <span className={styles.badge}>{anonymousLabel}</span>}
      {item.hidden && <span className={`${styles.badge} ${styles.hidden}`}>{forumSafetyLabels.hidden}</span>}
      {item.risk && (
        <span className={`${styles.badge} ${styles.risk}`}>
          <ShieldAlert aria-hidden="true" size={14} />
          {forumSafetyLabels.risk}
        </span>
      )}
    </>
  );
}
