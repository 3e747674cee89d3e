import { useState } from 'react';
import { adminCheckinStatuses, type AdminCheckinStatus } from '@sehat/core/checkins/schemas';
import { adminCheckinLabels, checkinMessages } from '@sehat/core/checkins/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { defaultAdminCheckinStatus, useAdminCheckins } from '../api/get-admin-checkins';
import { AdminCheckinsTable } from '../components/admin-checkins-table';
import styles from '../components/admin-checkins.module.css';

const statusLabel: Record<AdminCheckinStatus, string> = {
  due: adminCheckinLabels.due,
  answered: adminCheckinLabels.answered,
};
const emptyText: Record<AdminCheckinStatus, string> = {
  due: adminCheckinLabels.emptyDue,
  answered: adminCheckinLabels.emptyAnswered,
};

/** /admin/check-in: the check-ins the counsellors follow up, waiting or answered. */
export function AdminCheckinsRoute() {
  const [status, setStatus] = useState<AdminCheckinStatus>(defaultAdminCheckinStatus);
  const list = useAdminCheckins(status);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (list.isPending) content = <LoadingState text={adminCheckinLabels.loading} />;
  else if (list.isError && !list.data)
    content = (
      <ErrorState
        message={checkinMessages.loadFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (items.length === 0) content = <p className={styles.empty}>{emptyText[status]}</p>;
  else
    content = (
      <>
        <AdminCheckinsTable items={items} status={status} />
        {list.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {adminCheckinLabels.loadMore}
          </Button>
        )}
      </>
    );

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={adminCheckinLabels.title} />
      <PageHeader title={adminCheckinLabels.title}>
        <p>{adminCheckinLabels.intro}</p>
      </PageHeader>
      <div className={styles.filters} role="group" aria-label={adminCheckinLabels.tabs}>
        {adminCheckinStatuses.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === status ? 'primary' : 'secondary'}
            aria-pressed={option === status}
            onClick={() => setStatus(option)}
          >
            {statusLabel[option]}
          </Button>
        ))}
      </div>
      {content}
    </PageContainer>
  );
}
