import { toCsv } from '../services/csv';
import type { ReportFigures } from './figures';
import { reportLabels } from './messages';
import type { ChatReport } from './schemas';

const header = [
  reportLabels.conversations,
  `${reportLabels.firstResponseP50} (detik)`,
  `${reportLabels.firstResponseP90} (detik)`,
  reportLabels.withinTarget,
  reportLabels.abandoned,
  reportLabels.risky,
  reportLabels.rating,
  reportLabels.ratingCount,
];

const optional = (value: number | null) => (value === null ? '' : String(value));

function cells(figures: ReportFigures): string[] {
  return [
    figures.display.conversations,
    optional(figures.firstResponse.p50Seconds),
    optional(figures.firstResponse.p90Seconds),
    figures.display.withinTarget,
    figures.display.abandoned,
    figures.display.risky,
    optional(figures.rating.average),
    figures.display.ratingCount,
  ];
}

/**
 * The report as CSV: one row for the whole range, then one per day and one per hour of day. Counts
 * are written as the page shows them ("<5"), never the exact small number.
 */
export function chatReportCsv(report: ChatReport): string {
  return toCsv([
    ['Bagian', reportLabels.day, reportLabels.hour, ...header],
    ['Total', `${report.from} s.d. ${report.to}`, '', ...cells(report)],
    ...report.byDay.map((day) => [reportLabels.byDayTitle, day.date, '', ...cells(day)]),
    ...report.byHour.map((hour) => [
      reportLabels.byHourTitle,
      '',
      reportLabels.hourName(hour.hour),
      ...cells(hour),
    ]),
  ]);
}
