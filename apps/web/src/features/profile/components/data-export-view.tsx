import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { DataExportActivity } from './data-export-activity';
import { DataExportPrograms } from './data-export-programs';
import { DataExportRatings } from './data-export-ratings';
import { DataExportScreenings } from './data-export-screenings';
import { DataExportReach } from './data-export-reach';
import { DataExportSafety } from './data-export-safety';
import styles from './data-export.module.css';

const yesNo = (value: boolean) => (value ? privacyMessages.yes : privacyMessages.no);

function Fields({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.field}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The export, section by section: profile, consent, self-test and screening results with their
 * answers, activity, safety plan and check-ins, notifications, and how the site reaches the person.
 */
export function DataExportView({ data }: { data: DataExport }) {
  const { user, consent } = data;
  return (
    <div className={styles.export}>
      <p className={styles.intro}>{privacyMessages.viewIntro(formatDateTime(data.exportedAt))}</p>
      <section aria-labelledby="export-profile">
        <h2 id="export-profile">{privacyMessages.sectionProfile}</h2>
        <Fields
          rows={[
            [privacyMessages.fieldUsername, user.username],
            [privacyMessages.fieldFullName, user.fullName],
            [privacyMessages.fieldEmail, user.email],
            [privacyMessages.fieldAddress, user.address],
            [privacyMessages.fieldCreatedAt, formatDateTime(user.createdAt)],
          ]}
        />
      </section>
      <section aria-labelledby="export-consent">
        <h2 id="export-consent">{privacyMessages.sectionConsent}</h2>
        <Fields
          rows={[
            [
              privacyMessages.fieldConsentGiven,
              consent.givenAt ? formatDateTime(consent.givenAt) : privacyMessages.consentNotGiven,
            ],
            [privacyMessages.fieldPolicyVersion, consent.policyVersion ?? privacyMessages.consentNotGiven],
            [privacyMessages.fieldStatistics, yesNo(consent.statistics)],
          ]}
        />
      </section>
      <section aria-labelledby="export-selftest">
        <h2 id="export-selftest">{privacyMessages.sectionSelftest}</h2>
        {data.selftest.length === 0 && <p>{privacyMessages.none}</p>}
        {data.selftest.map((result) => (
          <article key={result.id} className={styles.item}>
            <h3>
              {formatDateTime(result.createdAt)}: {result.hasil} (
              {privacyMessages.selftestScore(result.score)})
            </h3>
            <p className={styles.meta}>{privacyMessages.answersTitle}</p>
            <ol className={styles.answers}>
              {result.answers.map((answer) => (
                <li key={answer.nomor} value={answer.nomor}>
                  {answer.pertanyaan} <strong>{yesNo(answer.jawaban === 1)}</strong>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </section>
      <DataExportScreenings screenings={data.screenings} />
      <DataExportActivity forum={data.forum} chat={data.chat} />
      <DataExportRatings ratings={data.chatRatings} />
      <DataExportSafety safetyPlan={data.safetyPlan} checkins={data.checkins} />
      <DataExportPrograms programs={data.programs} />
      <section aria-labelledby="export-notifications">
        <h2 id="export-notifications">{privacyMessages.sectionNotifications}</h2>
        {data.notifications.length === 0 && <p>{privacyMessages.none}</p>}
        {data.notifications.map((notification) => (
          <article key={notification.id} className={styles.item}>
            <p className={styles.meta}>
              {formatDateTime(notification.createdAt)} ·{' '}
              {notification.readAt
                ? privacyMessages.notificationRead(formatDateTime(notification.readAt))
                : privacyMessages.notificationUnread}
            </p>
            <p className={styles.text}>{notification.text}</p>
          </article>
        ))}
      </section>
      <DataExportReach
        preferences={data.notificationPreferences}
        mails={data.mails}
        devices={data.pushSubscriptions}
      />
    </div>
  );
}
