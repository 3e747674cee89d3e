import { forumMessages, forumModerationLabels as labels } from '@sehat/core/forum/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import { useModerationLog } from '../api/get-moderation-log';
import { itemRef } from './moderation-item';
import styles from './moderation.module.css';
import { DataTable } from '#web/components/ui/data-table';
import { ErrorState } from '#web/components/ui/error-state';

const columns = labels.logColumns;

/** Every moderation decision: who did what to which item, when (newest first). */
export function ModerationLog() {
  const log = useModerationLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  let body;
  if (log.isPending) body = <LoadingState text={labels.logLoading} />;
  else if (log.isError && entries.length === 0) {
    body = <ErrorState message={forumMessages.moderationLogLoadFailed} onRetry={() => void log.refetch()} />;
  } else if (entries.length === 0) body = <p className={styles.state}>{labels.logEmpty}</p>;
  else {
    body = (
      <>
        <DataTable caption={labels.logCaption} columns={Object.values(columns)}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label={columns.time}>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td data-label={columns.admin}>@{entry.admin.username}</td>
              <td data-label={columns.action}>{labels.logActions[entry.action]}</td>
              <td data-label={columns.item} className={styles.logItem}>
                <span className={styles.ref}>{itemRef({ kind: entry.kind, id: entry.itemId })}</span>{' '}
                <span className={styles.muted}>{entry.excerpt ?? labels.logDeletedItem}</span>
              </td>
              <td data-label={columns.author}>
                {entry.author ? `@${entry.author.username}` : labels.logDeletedUser}
              </td>
            </tr>
          ))}
        </DataTable>
        {log.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {labels.loadMore}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="moderation-log">
      <h2 id="moderation-log" className={styles.sectionTitle}>
        {labels.log}
      </h2>
      {body}
    </section>
  );
}
