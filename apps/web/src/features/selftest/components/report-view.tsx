import { labels } from '@sehat/core/messages';
import { resultLabels, selftestHistoryMessages, selftestMessages } from '@sehat/core/selftest/messages';
import type { SelftestReport } from '@sehat/core/selftest/schemas';
import type { User } from '@sehat/core/user/user-schema';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './report.module.css';

/** The report's content: who, when, the result, each part's count, and every answer. */
export function ReportView({ report, user }: { report: SelftestReport; user: User | null }) {
  const summary: { label: string; value: string }[] = [
    { label: selftestHistoryMessages.date, value: formatDateTime(report.createdAt) },
    { label: selftestHistoryMessages.result, value: report.hasil },
    { label: resultLabels.severity, value: report.severity },
    { label: selftestHistoryMessages.score, value: `${report.score} / ${report.answers.length}` },
  ];
  if (user)
    summary.unshift({ label: selftestHistoryMessages.name, value: `${user.fullName} (@${user.username})` });

  return (
    <article className={styles.report} aria-labelledby="report-title">
      <header className={styles.reportHeader}>
        <h1 id="report-title">{selftestHistoryMessages.reportTitle}</h1>
        <p>{labels.brand}</p>
      </header>
      <p>{selftestHistoryMessages.reportIntro}</p>
      <dl className={styles.summary}>
        {summary.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {report.crisis && <p className={styles.crisis}>{selftestHistoryMessages.crisisNote}</p>}

      <h2>{selftestHistoryMessages.domainsTitle}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{selftestHistoryMessages.domain}</th>
            <th scope="col">{selftestHistoryMessages.yesOfTotal}</th>
            <th scope="col">{selftestHistoryMessages.status}</th>
          </tr>
        </thead>
        <tbody>
          {report.domains.map((domain) => (
            <tr key={domain.kategori}>
              <th scope="row">{resultLabels.domainNames[domain.kategori]}</th>
              <td>{`${domain.yes} / ${domain.total}`}</td>
              <td>
                {domain.flagged
                  ? `${selftestHistoryMessages.flagged} (${domain.severity})`
                  : selftestHistoryMessages.notFlagged}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{selftestHistoryMessages.answersTitle}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.narrow}>
              {selftestHistoryMessages.answerNumber}
            </th>
            <th scope="col">{selftestHistoryMessages.question}</th>
            <th scope="col" className={styles.narrow}>
              {selftestHistoryMessages.answer}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.answers.map((answer, index) => (
            <tr key={answer.nomor}>
              <td>{index + 1}</td>
              <td>{answer.pertanyaan}</td>
              <td className={answer.jawaban === 1 ? styles.yes : undefined}>
                {answer.jawaban === 1 ? selftestMessages.yes : selftestMessages.no}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.footnote}>
        {selftestHistoryMessages.instrument} {resultLabels.screeningNotDiagnosis}
      </p>
    </article>
  );
}
