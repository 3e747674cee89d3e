import { useState } from 'react';
import { consentMessages } from '@sehat/core/privacy/consent-messages';
import type { ConsentRecord } from '@sehat/core/privacy/export-schema';
import { formatDate } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { errorMessage } from '#web/lib/api-error';
import { useUpdateStatisticsConsent } from '../api/update-statistics-consent';
import own from './consent-settings.module.css';
import styles from './my-data.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * The optional statistics consent, given or withdrawn with one button and no confirmation: it
 * changes nothing else and can be turned back at once (ADR 202). The outcome shows beside it.
 */
export function ConsentStatistics({ consent }: { consent: ConsentRecord }) {
  const m = consentMessages;
  const update = useUpdateStatisticsConsent();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const toggle = () => {
    const statistics = !consent.statistics;
    setOutcome(null);
    update.mutate(
      { statistics },
      {
        onSuccess: () =>
          setOutcome({ tone: 'success', message: statistics ? m.statisticsGiven : m.statisticsWithdrawn }),
        onError: (error) =>
          setOutcome({ tone: 'error', message: errorMessage(error, m.statisticsSaveFailed) }),
      },
    );
  };

  return (
    <section className={`${styles.section} ${own.card}`} aria-labelledby="consent-statistics-title">
      <h2 id="consent-statistics-title" className={styles.title}>
        {m.statisticsTitle}
      </h2>
      <p>{consent.statistics ? m.statisticsOn : m.statisticsOff}</p>
      {consent.statisticsChangedAt && (
        <p className={styles.hint}>{m.statisticsSince(formatDate(consent.statisticsChangedAt))}</p>
      )}
      <p className={styles.hint}>{m.statisticsNote}</p>
      <Button
        variant={consent.statistics ? 'secondary' : 'primary'}
        onClick={toggle}
        loading={update.isPending}
      >
        {consent.statistics ? m.statisticsWithdraw : m.statisticsGive}
      </Button>
      <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
    </section>
  );
}
