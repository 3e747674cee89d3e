import { useId } from 'react';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { bandLabels, screeningCatalogue, screeningTrendMessages } from '@sehat/core/screenings/messages';
import { chronological, trendGeometry, type TrendPoint } from '@sehat/core/screenings/trend';
import { formatDate, formatAxisDate, formatDateTime } from '@sehat/core/time/format';
import { useElementWidth } from './use-element-width';
import styles from './score-trend.module.css';

const height = 220;
const margins = { left: 34, right: 12, top: 12, bottom: 30 };

/**
 * One screening's scores over time: an SVG line over its shaded bands, described for screen
 * readers, and the same results as a table (the chart's text alternative, printed with it).
 */
export function ScoreTrend({
  code,
  results,
  headingLevel = 2,
}: {
  code: ScoredScreeningCode;
  results: readonly TrendPoint[];
  headingLevel?: 2 | 3;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>(320);
  const ids = useId();
  const name = screeningCatalogue[code].name;
  const area = { width, height, ...margins };
  const { points, bands, ticks } = trendGeometry(code, results, area);
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? screeningTrendMessages.summary(points.length, formatDate(first.createdAt), formatDate(last.createdAt))
      : screeningTrendMessages.empty;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <figure className={styles.trend} aria-labelledby={`${ids}-heading`}>
      <Heading id={`${ids}-heading`} className={styles.heading}>
        {screeningTrendMessages.title(name)}
      </Heading>
      <div ref={ref} className={styles.chartBox}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          height={height}
          role="img"
          aria-labelledby={`${ids}-title ${ids}-desc`}
        >
          <title id={`${ids}-title`}>{screeningTrendMessages.title(name)}</title>
          <desc id={`${ids}-desc`}>{summary}</desc>
          <g aria-hidden="true">
            {bands.map((band) => (
              <g key={band.band}>
                <rect
                  className={styles.band}
                  data-band={band.band}
                  x={margins.left}
                  y={band.y}
                  width={width - margins.left - margins.right}
                  height={band.height}
                />
                {band.height >= 14 && (
                  <text
                    className={styles.bandLabel}
                    x={width - margins.right - 6}
                    y={band.y + band.height / 2}
                    dy="0.35em"
                  >
                    {bandLabels[band.band]}
                  </text>
                )}
              </g>
            ))}
            {ticks.map((tick) => (
              <text key={tick.score} className={styles.tick} x={margins.left - 6} y={tick.y} dy="0.35em">
                {tick.score}
              </text>
            ))}
            {points.length > 1 && (
              <polyline className={styles.line} points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
            )}
            {points.map((point) => (
              <g key={point.id}>
                {point.crisis && <circle className={styles.crisisRing} cx={point.x} cy={point.y} r={9} />}
                <circle className={styles.point} cx={point.x} cy={point.y} r={5}>
                  <title>
                    {screeningTrendMessages.point(
                      formatDate(point.createdAt),
                      point.score,
                      bandLabels[point.band],
                    )}
                  </title>
                </circle>
              </g>
            ))}
            {first && (
              <text
                className={styles.date}
                x={first.x}
                y={height - 8}
                data-align={points.length > 1 ? 'start' : 'middle'}
              >
                {formatAxisDate(first.createdAt)}
              </text>
            )}
            {last && points.length > 1 && (
              <text className={styles.date} x={last.x} y={height - 8} data-align="end">
                {formatAxisDate(last.createdAt)}
              </text>
            )}
          </g>
        </svg>
      </div>
      <figcaption className={styles.caption}>{summary}</figcaption>
      <TrendTable name={name} results={results} />
    </figure>
  );
}

/** The chart's results as a table, newest first. */
function TrendTable({ name, results }: { name: string; results: readonly TrendPoint[] }) {
  const rows = chronological(results).reverse();
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption>{screeningTrendMessages.tableCaption(name)}</caption>
        <thead>
          <tr>
            <th scope="col">{screeningTrendMessages.date}</th>
            <th scope="col">{screeningTrendMessages.score}</th>
            <th scope="col">{screeningTrendMessages.band}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
              </th>
              <td>{row.score}</td>
              <td>
                {bandLabels[row.band]}
                {row.crisis && <span className={styles.crisisNote}>{screeningTrendMessages.crisisNote}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
