import { describeAuditDetails } from '@sehat/core/admin/audit/describe';
import { adminUserMessages, auditLogMessages } from '@sehat/core/admin/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { serviceHoursLabels } from '@sehat/core/service-hours/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import { useAuditLog } from '../api/get-audit-log';
import styles from './admin-users.module.css';
import tableStyles from './admin-table-cells.module.css';
import { DataTable } from '#web/components/ui/data-table';
import { ErrorState } from '#web/components/ui/error-state';

const columns = auditLogMessages.columns;

/** Who did what to which account, and when (newest first). */
export function AuditLogPanel() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  if (log.isPending) return <LoadingState text={auditLogMessages.loading} />;
  if (log.isError && !log.data) {
    return <ErrorState message={auditLogMessages.loadFailed} onRetry={() => void log.refetch()} />;
  }
  if (entries.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {auditLogMessages.empty}
      </p>
    );
  }

  return (
    <div className={styles.results}>
      <DataTable caption={auditLogMessages.caption} columns={Object.values(columns)}>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={columns.time}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td data-label={columns.actor} className={tableStyles.breakable}>
              @{entry.actor.username}
            </td>
            <td data-label={columns.action}>{auditLogMessages.actions[entry.action]}</td>
            <td data-label={columns.target} className={tableStyles.breakable}>
              {entry.target ? (
                <span>
                  @{entry.target.username}{' '}
                  <span className={`${tableStyles.muted} ${tableStyles.nowrap}`}>
                    ({adminUserMessages.columns.id} {entry.target.id})
                  </span>
                </span>
              ) : (
                serviceHoursLabels.auditTarget
              )}
            </td>
            <td data-label={columns.details} className={tableStyles.breakable}>
              {describeAuditDetails(entry.details) || profileLabels.emptyValue}
            </td>
          </tr>
        ))}
      </DataTable>
      {log.hasNextPage && (
        <div className={styles.listFooter}>
          <Button
            variant="secondary"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {auditLogMessages.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
