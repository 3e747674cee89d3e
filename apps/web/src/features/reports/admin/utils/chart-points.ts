import { smallCountText, type ReportFigures } from '@sehat/core/reports/figures';

export interface ChartPoint {
  label: string;
  /** null where the count is suppressed ("<5"): the chart leaves the bar out, the table says why. */
  conversations: number | null;
  medianMinutes: number | null;
}

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / 60) * 10) / 10);

/** The points a chart draws: counts under 5 are not drawn, so the chart tells no more than the table. */
export function chartPoints<T extends ReportFigures>(
  rows: readonly T[],
  label: (row: T) => string,
): ChartPoint[] {
  return rows.map((row) => ({
    label: label(row),
    conversations: row.display.conversations === smallCountText ? null : row.conversations,
    medianMinutes: minutes(row.firstResponse.p50Seconds),
  }));
}

/**
 * How many points a chart leaves out for privacy, and whether it has anything left to draw: a
 * chart of hidden counts only would be blank, so the page says why in its place.
 */
export function hiddenPoints(points: readonly ChartPoint[]): { hidden: number; drawable: boolean } {
  return {
    hidden: points.filter((point) => point.conversations === null).length,
    drawable: points.some((point) => point.conversations !== null && point.conversations > 0),
  };
}
