import { useQuery, type QueryClient } from '@tanstack/react-query';
import { supervisionLabels } from '@sehat/core/supervision/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { serviceHoursQueryOptions } from '#web/features/service-hours';
import { useLiveEvents, type LiveHandlers } from '#web/lib/use-live-events';
import { defaultRange } from '#web/features/reports';
import { liveConsoleKey, useLiveConsole } from '../api/get-live';
import { DebriefList } from '../components/debrief-list';
import { LiveTable } from '../components/live-table';
import { ReviewSample } from '../components/review-sample';
import styles from '../components/live-table.module.css';

const refreshConsole = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: liveConsoleKey });
// A message, a read, or a change of holder or status reorders the open.
const handlers: LiveHandlers = {
  message: refreshConsole,
  read: refreshConsole,
  conversation: refreshConsole,
};

/**
 * /admin/supervisi: the supervisors' live console (issue 50 item 2), the debriefs owed after risky
 * conversations and the last 30 days' review sample (items 4 and 5).
 */
export function AdminSupervisionRoute() {
  const { live } = useLiveEvents(true, handlers, refreshConsole);
  const open = useLiveConsole(live);
  const hours = useQuery(serviceHoursQueryOptions());

  let content;
  if (open.isPending) content = <LoadingState text={supervisionLabels.loading} />;
  else if (open.isError)
    content = (
      <ErrorState
        message={supervisionLabels.loadFailed}
        onRetry={() => void open.refetch()}
        retrying={open.isFetching}
      />
    );
  else if (open.data.length === 0) content = <p className={styles.muted}>{supervisionLabels.empty}</p>;
  else
    content = (
      <>
        <p className={styles.muted} aria-live="polite">
          {supervisionLabels.count(open.data.length)}
        </p>
        <LiveTable conversations={open.data} />
      </>
    );

  return (
    <PageContainer>
      <PageTitle title={supervisionLabels.title} />
      <PageHeader title={supervisionLabels.title}>
        <p>{supervisionLabels.intro}</p>
        {!live && <p className={styles.muted}>{supervisionLabels.offline}</p>}
      </PageHeader>
      {content}
      <DebriefList scope="team" />
      {hours.data && <ReviewSample period={defaultRange(new Date(), hours.data.timezone)} />}
    </PageContainer>
  );
}
