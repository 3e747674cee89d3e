import { countText } from '../reports/figures';
import { reportLabels } from '../reports/messages';
import { toCsv } from '../services/csv';
import { shiftLabels } from './messages';
import type { CoverageReport } from './schemas';

/**
 * The coverage report as CSV, one row per hour of the day. People waiting are written as the page
 * shows them ("<5" for 1–4), never the exact small number.
 */
export function coverageCsv(report: CoverageReport): string {
  return toCsv([
    [reportLabels.hour, shiftLabels.staffed, shiftLabels.waiting, `${shiftLabels.firstResponseP50} (detik)`],
    ...report.byHour.map((row) => [
      reportLabels.hourName(row.hour),
      String(row.staffed),
      countText(row.waiting),
      row.firstResponseP50Seconds === null ? '' : String(row.firstResponseP50Seconds),
    ]),
  ]);
}
