import type { ReportFigures } from '@sehat/core/reports/figures';
import { reportLabels } from '@sehat/core/reports/messages';
import { formatDuration } from '@sehat/core/time/format';
import { DataTable, primaryCellClass } from '#web/components/ui/data-table';

export const figureColumns = [
  reportLabels.conversations,
  reportLabels.firstResponseP50,
  reportLabels.firstResponseP90,
  reportLabels.withinTarget,
  reportLabels.abandoned,
  reportLabels.risky,
  reportLabels.rating,
  reportLabels.ratingCount,
] as const;

/** A response time as a cell, '-' when there is none. */
export const durationText = (seconds: number | null) =>
  seconds === null ? reportLabels.noValue : formatDuration(seconds);

/** One group's figures as table cells, counts as the report shows them ("<5"). */
export function FigureCells({ figures }: { figures: ReportFigures }) {
  const values = [
    figures.display.conversations,
    durationText(figures.firstResponse.p50Seconds),
    durationText(figures.firstResponse.p90Seconds),
    figures.display.withinTarget,
    figures.display.abandoned,
    figures.display.risky,
    figures.rating.average === null ? reportLabels.noValue : String(figures.rating.average),
    figures.display.ratingCount,
  ];
  return values.map((value, index) => (
    <td key={figureColumns[index]} data-label={figureColumns[index]}>
      {value}
    </td>
  ));
}

/** The numbers behind one chart: a row per day or per hour. */
export function ReportTable<T extends ReportFigures>({
  caption,
  first,
  rows,
  label,
}: {
  caption: string;
  first: string;
  rows: readonly T[];
  label: (row: T) => string;
}) {
  return (
    <DataTable caption={caption} columns={[first, ...figureColumns]}>
      {rows.map((row) => (
        <tr key={label(row)}>
          <th scope="row" className={primaryCellClass}>
            {label(row)}
          </th>
          <FigureCells figures={row} />
        </tr>
      ))}
    </DataTable>
  );
}
