import { reportLabels } from '@sehat/core/reports/messages';
import type { ChatReport } from '@sehat/core/reports/schemas';
import { durationText } from './report-table';
import styles from './reports.module.css';

/** The whole range at a glance; the zone and the targets the figures are measured against. */
export function ReportSummary({ report }: { report: ChatReport }) {
  const figures: [string, string][] = [
    [reportLabels.conversations, report.display.conversations],
    [reportLabels.firstResponseP50, durationText(report.firstResponse.p50Seconds)],
    [reportLabels.firstResponseP90, durationText(report.firstResponse.p90Seconds)],
    [reportLabels.withinTarget, report.display.withinTarget],
    [reportLabels.abandoned, report.display.abandoned],
    [reportLabels.risky, report.display.risky],
    [
      reportLabels.rating,
      report.rating.average === null ? reportLabels.noValue : String(report.rating.average),
    ],
    [reportLabels.ratingCount, report.display.ratingCount],
  ];
  return (
    <section aria-label={reportLabels.summaryTitle} className={styles.section}>
      <dl className={styles.cards}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.card}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>
        {reportLabels.zoneNote(report.timezone)} {reportLabels.targetNote}
      </p>
    </section>
  );
}
