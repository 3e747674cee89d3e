import { checkinLabels } from '@sehat/core/checkins/messages';
import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import {
  planContactSteps,
  planStepOrder,
  type PlanContactStep,
  type PlanStep,
} from '@sehat/core/safety-plan/limits';
import { safetyPlanSteps } from '@sehat/core/safety-plan/messages';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './data-export.module.css';

const isContactStep = (step: PlanStep): step is PlanContactStep =>
  (planContactSteps as readonly string[]).includes(step);

/** The export's safety plan, step by step, and every check-in with its answer. */
export function DataExportSafety({ safetyPlan, checkins }: Pick<DataExport, 'safetyPlan' | 'checkins'>) {
  return (
    <>
      <section aria-labelledby="export-safety-plan">
        <h2 id="export-safety-plan">{privacyMessages.sectionSafetyPlan}</h2>
        {safetyPlan === null && <p>{privacyMessages.none}</p>}
        {safetyPlan && (
          <>
            <p className={styles.meta}>{privacyMessages.changedAt(formatDateTime(safetyPlan.updatedAt))}</p>
            {planStepOrder.map((step) => {
              const entries = isContactStep(step)
                ? safetyPlan[step].map(({ name, phone }) => (phone ? `${name}: ${phone}` : name))
                : safetyPlan[step];
              return (
                <article key={step} className={styles.item}>
                  <h3>{safetyPlanSteps[step].title}</h3>
                  {entries.length === 0 ? (
                    <p className={styles.meta}>{privacyMessages.none}</p>
                  ) : (
                    <ul>
                      {entries.map((entry, index) => (
                        <li key={index}>{entry}</li>
                      ))}
                    </ul>
                  )}
                </article>
              );
            })}
          </>
        )}
      </section>
      <section aria-labelledby="export-checkins">
        <h2 id="export-checkins">{privacyMessages.sectionCheckins}</h2>
        {checkins.length === 0 && <p>{privacyMessages.none}</p>}
        {checkins.map((checkin) => (
          <article key={checkin.id} className={styles.item}>
            <p className={styles.text}>
              {privacyMessages.checkinDue(formatDateTime(checkin.dueAt))}
              {checkin.sentAt
                ? ` · ${privacyMessages.checkinSent(formatDateTime(checkin.sentAt))}`
                : ` · ${privacyMessages.checkinNotSent}`}
              {checkin.answer && checkin.answeredAt
                ? ` · ${privacyMessages.checkinAnswer(checkinLabels.answers[checkin.answer].label, formatDateTime(checkin.answeredAt))}`
                : ''}
            </p>
          </article>
        ))}
      </section>
    </>
  );
}
