import { ClipboardList, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { resultLabels, selftestHistoryMessages } from '@sehat/core/selftest/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { LoadingState } from '#web/components/ui/loading-state';
import { paths } from '#web/config/paths';
import { useSelftestHistory } from '../api/get-selftest-history';
import { HistoryPanel } from './history-panel';
import styles from './selftest-history.module.css';
import { ErrorState } from '#web/components/ui/error-state';

/** The user's past self-test results with dates, newest first, each with a printable report. */
export function SelftestHistory() {
  const history = useSelftestHistory();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (history.isPending) {
    content = <LoadingState text={selftestHistoryMessages.loading} />;
  } else if (history.isError) {
    content = (
      <ErrorState message={selftestHistoryMessages.loadFailed} onRetry={() => void history.refetch()} />
    );
  } else if (items.length === 0) {
    content = (
      <div className={styles.state}>
        <p>{selftestHistoryMessages.empty}</p>
        <ButtonLink to={paths.TesDiri.getHref()}>{selftestHistoryMessages.start}</ButtonLink>
      </div>
    );
  } else {
    content = (
      <>
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemText}>
                <time dateTime={item.createdAt} className={styles.date}>
                  {formatDateTime(item.createdAt)}
                </time>
                <span className={styles.result}>
                  {item.hasil}
                  <span className={styles.severity}>{resultLabels.severityOf(item.severity)}</span>
                </span>
              </div>
              <Link to={paths.SelftestReport.getHref(item.id)} className={styles.view}>
                <FileText aria-hidden="true" size={16} />
                {selftestHistoryMessages.view}
              </Link>
            </li>
          ))}
        </ol>
        {history.hasNextPage && (
          <Button
            variant="secondary"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            {selftestHistoryMessages.more}
          </Button>
        )}
      </>
    );
  }

  return (
    <HistoryPanel
      titleId="selftest-history-title"
      icon={ClipboardList}
      title={selftestHistoryMessages.title}
      intro={selftestHistoryMessages.intro}
    >
      {content}
    </HistoryPanel>
  );
}
