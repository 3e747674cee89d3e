import { outcomeLabels } from '@sehat/core/outcomes/messages';
import { fallbackTimeZone } from '@sehat/core/chat/limits';
import { recentQuarters } from '@sehat/core/outcomes/quarters';
import { dateIn } from '@sehat/core/time/date-in';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '#web/components/layout/page-container';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { serviceHoursQueryOptions } from '#web/features/service-hours';
import { useNow } from '#web/lib/use-now';
import { QuarterFigures } from '../components/quarter-figures';
import styles from '../components/outcomes.module.css';

/** How many quarters the page shows, the current one first. */
const QUARTERS = 4;

/** /hasil-layanan: the service's outcomes per quarter, small counts hidden, explained in plain words. */
export function OutcomesRoute() {
  const hours = useQuery(serviceHoursQueryOptions());
  // Quarters are the service's calendar: after 17:00 UTC Jakarta is already on the next day.
  const today = dateIn(useNow(), hours.data?.timezone ?? fallbackTimeZone);
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={outcomeLabels.title} />
      <PageHeader title={outcomeLabels.title}>
        <p>{outcomeLabels.intro}</p>
        <p>{outcomeLabels.suppressed}</p>
      </PageHeader>
      {recentQuarters(today, QUARTERS).map((quarter) => (
        <QuarterFigures key={quarter.label} quarter={quarter} />
      ))}
      <section className={styles.panel} aria-labelledby="outcomes-explanation">
        <h2 id="outcomes-explanation" className={styles.title}>
          {outcomeLabels.explanationTitle}
        </h2>
        <ul className={styles.explanation}>
          {outcomeLabels.explanation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
