import { useState } from 'react';
import { careLabels } from '@sehat/core/supervision/care-messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { errorMessage } from '#web/lib/api-error';
import { useMarkHeld, useOpenDebriefs } from '../api/care';
import styles from './quality.module.css';

/**
 * Debriefs not yet held, the earliest due first: one's own (the wellbeing page) or the team's
 * (the console). Either the counsellor or a supervisor marks one held.
 */
export function DebriefList({ scope }: { scope: 'mine' | 'team' }) {
  const debriefs = useOpenDebriefs(scope);
  const mark = useMarkHeld();
  const [error, setError] = useState<string | null>(null);
  const titleId = `debriefs-${scope}`;

  let content;
  if (debriefs.isPending) content = <LoadingState text={careLabels.loading} />;
  else if (debriefs.isError)
    content = (
      <ErrorState
        message={careLabels.loadFailed}
        onRetry={() => void debriefs.refetch()}
        retrying={debriefs.isFetching}
      />
    );
  else if (debriefs.data.length === 0) content = <p className={styles.muted}>{careLabels.debriefsEmpty}</p>;
  else
    content = (
      <>
        {scope === 'team' && (
          <p className={styles.muted}>
            {careLabels.count(debriefs.data.length, debriefs.data.filter((d) => d.overdue).length)}
          </p>
        )}
        <ul className={styles.list}>
          {debriefs.data.map((debrief) => (
            <li key={debrief.id} className={styles.item}>
              <span className={styles.itemText}>
                <strong>{careLabels.debriefWith(debrief.user.fullName)}</strong>
                {scope === 'team' && (
                  <span className={styles.muted}>
                    {debrief.counsellor
                      ? careLabels.counsellor(debrief.counsellor.fullName)
                      : careLabels.noCounsellor}
                  </span>
                )}
                <span className={styles.badges}>
                  <span className={debrief.overdue ? `${styles.badge} ${styles.danger}` : styles.badge}>
                    {debrief.overdue ? careLabels.overdue : careLabels.dueAt(formatDateTime(debrief.dueAt))}
                  </span>
                </span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={careLabels.markHeldLabel(debrief.user.fullName)}
                loading={mark.isPending && mark.variables === debrief.id}
                onClick={() => {
                  setError(null);
                  mark.mutate(debrief.id, {
                    onError: (failure) => setError(errorMessage(failure, careLabels.markFailed)),
                  });
                }}
              >
                {careLabels.markHeld}
              </Button>
            </li>
          ))}
        </ul>
        <FormAlert message={error} />
      </>
    );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {scope === 'team' ? careLabels.consoleTitle : careLabels.debriefsTitle}
      </h2>
      <p className={styles.muted}>{scope === 'team' ? careLabels.consoleIntro : careLabels.debriefsIntro}</p>
      {content}
    </section>
  );
}
