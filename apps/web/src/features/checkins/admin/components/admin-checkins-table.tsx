import { MessageCircle } from 'lucide-react';
import { adminCheckinLabels, checkinLabels } from '@sehat/core/checkins/messages';
import type { AdminCheckin, AdminCheckinStatus } from '@sehat/core/checkins/schemas';
import { formatDateTime } from '@sehat/core/time/format';
import { DataTable, primaryCellClass } from '#web/components/ui/data-table';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';
import styles from './admin-checkins.module.css';

const time = (iso: string | null, empty: string) =>
  iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <span className={styles.muted}>{empty}</span>;

/** One row per check-in: whose, when due and sent, the answer, and the way to their chat. */
export function AdminCheckinsTable({ items, status }: { items: AdminCheckin[]; status: AdminCheckinStatus }) {
  const columns =
    status === 'due'
      ? [
          adminCheckinLabels.columnUser,
          adminCheckinLabels.columnDue,
          adminCheckinLabels.columnSent,
          adminCheckinLabels.columnAction,
        ]
      : [
          adminCheckinLabels.columnUser,
          adminCheckinLabels.columnAnswer,
          adminCheckinLabels.columnAnsweredAt,
          adminCheckinLabels.columnDue,
          adminCheckinLabels.columnAction,
        ];
  return (
    <DataTable
      caption={status === 'due' ? adminCheckinLabels.due : adminCheckinLabels.answered}
      columns={columns}
    >
      {items.map((item) => {
        const name = item.user.fullName || item.user.username;
        return (
          <tr key={item.id}>
            <td data-label={adminCheckinLabels.columnUser} className={primaryCellClass}>
              <span className={styles.person}>
                <strong>{name}</strong>
                <span className={styles.muted}>@{item.user.username}</span>
              </span>
            </td>
            {status === 'answered' && item.answer && (
              <>
                <td data-label={adminCheckinLabels.columnAnswer}>
                  <span className={`${styles.answer} ${styles[item.answer]}`}>
                    {checkinLabels.answers[item.answer].label}
                  </span>
                </td>
                <td data-label={adminCheckinLabels.columnAnsweredAt}>{time(item.answeredAt, '')}</td>
              </>
            )}
            <td data-label={adminCheckinLabels.columnDue}>{time(item.dueAt, '')}</td>
            {status === 'due' && (
              <td data-label={adminCheckinLabels.columnSent}>
                {time(item.sentAt, adminCheckinLabels.notSent)}
              </td>
            )}
            <td data-label={adminCheckinLabels.columnAction}>
              <ButtonLink
                size="sm"
                variant="secondary"
                to={paths.AdminChat.getHref(item.user.id)}
                aria-label={adminCheckinLabels.openChat(name)}
              >
                <MessageCircle aria-hidden="true" size={16} />
                {adminCheckinLabels.openChatShort}
              </ButtonLink>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
