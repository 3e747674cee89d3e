import { forumRelativeTime, wasEdited } from '@sehat/core/forum/relative-time';
import { forumLabels } from '@sehat/core/messages';
import { useNow } from '../../../lib/use-now';
import styles from './forum-time.module.css';

const fullFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeStyle: 'short' });

/** '5m' or 'Kemarin', and '(diperbarui 2m)' when the item was edited; the full date on hover. */
export function ForumTime({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  const now = useNow();
  const edited = wasEdited({ createdAt, updatedAt });
  return (
    <span className={styles.time}>
      <time dateTime={createdAt} title={fullFormat.format(new Date(createdAt))}>
        {forumRelativeTime(createdAt, now)}
      </time>
      {edited && (
        <time dateTime={updatedAt} title={fullFormat.format(new Date(updatedAt))} className={styles.edited}>
          {forumLabels.updated(forumRelativeTime(updatedAt, now))}
        </time>
      )}
    </span>
  );
}
