import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { closedNowText, weeklySummary } from '@sehat/core/service-hours/describe';
import { serviceHoursLabels, serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { serviceStatus } from '@sehat/core/service-hours/schedule';
import { InboxSubpage } from '#web/components/layout/inbox-subpage';
import { ErrorState } from '#web/components/ui/error-state';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { serviceHoursQueryOptions } from '../../api/service-hours-query';
import { useNow } from '#web/lib/use-now';
import { useSaveServiceHours } from '../api/save-service-hours';
import { ServiceHoursForm } from '../components/service-hours-form';
import styles from '../components/service-hours.module.css';

/**
 * /admin/chat/jam-layanan: when counsellors are on duty, as every screen reads it (ADR 190);
 * `children` are further settings of the service the app shell puts below (the WhatsApp card).
 */
export function AdminServiceHoursRoute({ children }: { children?: ReactNode }) {
  const hours = useQuery(serviceHoursQueryOptions());
  const save = useSaveServiceHours();
  const now = useNow(60_000);
  const [saved, setSaved] = useState(false);

  let content;
  if (hours.isPending) content = <LoadingState text={serviceHoursLabels.loading} />;
  else if (hours.isError)
    content = (
      <ErrorState
        message={serviceHoursMessages.loadFailed}
        onRetry={() => void hours.refetch()}
        retrying={hours.isFetching}
      />
    );
  else {
    const open = serviceStatus(hours.data, now).open;
    content = (
      <>
        <p className={styles.status} data-open={open}>
          {open ? serviceHoursLabels.nowOpen : serviceHoursLabels.nowClosed} {closedNowText(hours.data, now)}
          <span className={styles.summary}>{weeklySummary(hours.data)}</span>
        </p>
        <FormAlert message={saved ? serviceHoursLabels.saved : null} tone="success" />
        <ServiceHoursForm
          saved={hours.data}
          pending={save.isPending}
          onSubmit={(body) => {
            setSaved(false);
            return save.mutateAsync(body).then((stored) => {
              setSaved(true);
              return stored;
            });
          }}
        />
      </>
    );
  }

  return (
    <InboxSubpage
      title={serviceHoursLabels.pageTitle}
      intro={serviceHoursLabels.pageIntro}
      back={serviceHoursLabels.backToInbox}
    >
      {content}
      {children}
    </InboxSubpage>
  );
}
