import { reportLabels as l } from '@sehat/core/reports/messages';
import type { ChatReport } from '@sehat/core/reports/schemas';
import { durationText } from './report-table';
import styles from './reports.module.css';

/** The whole range at a glance; the zone and the targets the figures are measured against. */
export function ReportSummary({ report }: { report: ChatReport }) {
  const figures: [string, string][] = [
    [l.conversations, report.display.conversations],
    [l.firstResponseP50, durationText(report.firstResponse.p50Seconds)],
    [l.firstResponseP90, durationText(report.firstResponse.p90Seconds)],
    [l.withinTarget, report.display.withinTarget],
    [l.abandoned, report.display.abandoned],
    [l.risky, report.display.risky],
    [l.rating, report.rating.average === null ? l.noValue : String(report.rating.average)],
    [l.ratingCount, report.display.ratingCount],
  ];
  return (
    <section aria-label={l.summaryTitle} className={styles.section}>
      <dl className={styles.cards}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.card}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>
        {l.zoneNote(report.timezone)} {l.targetNote}
      </p>
    </section>
  );
}
