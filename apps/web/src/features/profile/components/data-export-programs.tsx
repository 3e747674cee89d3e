import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { programOf } from '@sehat/core/programs/registry';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './data-export.module.css';

/**
 * The export's self-help programmes: when each began, the choices made, and every done session
 * with its worksheet (labelled as the session asks) and its PHQ-9 score.
 */
export function DataExportPrograms({ programs }: { programs: DataExport['programs'] }) {
  return (
    <section aria-labelledby="export-programs">
      <h2 id="export-programs">{privacyMessages.sectionPrograms}</h2>
      {programs.length === 0 && <p>{privacyMessages.none}</p>}
      {programs.map((enrolment) => {
        const program = programOf(enrolment.code);
        return (
          <article key={enrolment.code} className={styles.item}>
            <h3>{program?.title ?? enrolment.code}</h3>
            <p className={styles.meta}>
              {privacyMessages.programStarted(formatDateTime(enrolment.startedAt))}
              {program &&
                ` · ${privacyMessages.programSessionsDone(enrolment.sessions.length, program.sessions.length)}`}
            </p>
            <dl className={styles.fields}>
              <div className={styles.field}>
                <dt>{privacyMessages.programGuidance}</dt>
                <dd>
                  {enrolment.guidanceSince
                    ? privacyMessages.programGuidanceSince(formatDateTime(enrolment.guidanceSince))
                    : privacyMessages.no}
                </dd>
              </div>
              <div className={styles.field}>
                <dt>{privacyMessages.programReminders}</dt>
                <dd>{enrolment.reminders ? privacyMessages.yes : privacyMessages.no}</dd>
              </div>
            </dl>
            {enrolment.sessions.map((session) => {
              const content = program?.sessions.find((candidate) => candidate.nomor === session.nomor);
              return (
                <div key={session.nomor}>
                  <h4>
                    {privacyMessages.programSession(
                      session.nomor,
                      content?.title ?? '',
                      formatDateTime(session.completedAt),
                    )}
                  </h4>
                  <dl className={styles.fields}>
                    {Object.entries(session.worksheet).map(([id, answer]) => (
                      <div key={id} className={styles.field}>
                        <dt>{content?.worksheet.fields.find((field) => field.id === id)?.label ?? id}</dt>
                        <dd className={styles.text}>{answer}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className={styles.text}>{privacyMessages.programScore(session.score)}</p>
                </div>
              );
            })}
          </article>
        );
      })}
    </section>
  );
}
