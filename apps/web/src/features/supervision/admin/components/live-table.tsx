import { Eye } from 'lucide-react';
import { supervisionLabels } from '@sehat/core/supervision/messages';
import type { LiveConversation } from '@sehat/core/supervision/live';
import { formatDateTime, formatDuration } from '@sehat/core/time/format';
import { ButtonLink } from '#web/components/ui/button-link';
import { DataTable, primaryCellClass } from '#web/components/ui/data-table';
import { paths } from '#web/config/paths';
import styles from './live-table.module.css';

const columns = [
  supervisionLabels.person,
  supervisionLabels.waiting,
  supervisionLabels.assignee,
  supervisionLabels.lastMessage,
  supervisionLabels.watch,
] as const;

/** One row per open conversation, in the server's order (risk, overdue, longest wait). */
export function LiveTable({ conversations }: { conversations: LiveConversation[] }) {
  return (
    <DataTable caption={supervisionLabels.title} columns={columns}>
      {conversations.map((row) => (
        <tr key={row.id} data-risk={row.risk || undefined}>
          <td data-label={supervisionLabels.person} className={primaryCellClass}>
            <span className={styles.person}>
              <strong>{row.user.fullName || row.user.username}</strong>
              <span className={styles.muted}>@{row.user.username}</span>
              <span className={styles.badges}>
                {row.risk && <span className={styles.risk}>{supervisionLabels.risk}</span>}
                {row.overdue && <span className={styles.overdue}>{supervisionLabels.overdue}</span>}
              </span>
            </span>
          </td>
          <td data-label={supervisionLabels.waiting}>
            {row.waitingSeconds > 0 ? (
              formatDuration(row.waitingSeconds)
            ) : (
              <span className={styles.muted}>{supervisionLabels.notWaiting}</span>
            )}
          </td>
          <td data-label={supervisionLabels.assignee}>
            {row.assignee?.fullName ?? <span className={styles.muted}>{supervisionLabels.unassigned}</span>}
          </td>
          <td data-label={supervisionLabels.lastMessage}>
            {row.lastMessage && <span className={styles.excerpt}>{row.lastMessage}</span>}
            {row.lastMessageAt && (
              <time className={styles.muted} dateTime={row.lastMessageAt}>
                {formatDateTime(row.lastMessageAt)}
              </time>
            )}
          </td>
          <td data-label={supervisionLabels.watch}>
            <ButtonLink
              size="sm"
              variant="secondary"
              to={paths.AdminChat.getHref(row.user.id, { watch: true })}
              aria-label={supervisionLabels.watchLabel(row.user.fullName || row.user.username)}
            >
              <Eye aria-hidden="true" size={16} />
              {supervisionLabels.watch}
            </ButtonLink>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
