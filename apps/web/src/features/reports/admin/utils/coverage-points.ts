import { smallCountBelow } from '@sehat/core/reports/figures';
import { reportLabels } from '@sehat/core/reports/messages';
import type { CoverageReport } from '@sehat/core/shifts/schemas';

export interface CoveragePoint {
  label: string;
  staffed: number;
  /** null where the count is suppressed ("<5"), as the other charts do. */
  waiting: number | null;
  medianMinutes: number | null;
}

type Row = CoverageReport['byHour'][number];

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / 60) * 10) / 10);

/** An hour in which someone began waiting and nobody was on shift. */
export const isGap = (row: Row) => row.waiting > 0 && row.staffed === 0;

/** What the chart draws and what it must say instead: nothing at all, or counts hidden for privacy. */
export function coveragePoints(rows: readonly Row[]) {
  const points: CoveragePoint[] = rows.map((row) => ({
    label: reportLabels.hourName(row.hour),
    staffed: row.staffed,
    waiting: row.waiting > 0 && row.waiting < smallCountBelow ? null : row.waiting,
    medianMinutes: minutes(row.firstResponseP50Seconds),
  }));
  const hidden = points.filter((point) => point.waiting === null).length;
  const drawable = points.some((point) => point.staffed > 0 || (point.waiting ?? 0) > 0);
  return { points, hidden, empty: hidden === 0 && !drawable, allHidden: hidden > 0 && !drawable };
}
