import { bandRanges, maxScoreOf } from '@sehat/core/screenings/bands';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { bandLabels, screeningResultMessages as m } from '@sehat/core/screenings/messages';
import type { ShownResult } from '../utils/results-to-show';
import styles from './result.module.css';

/** The instrument's bands side by side, as wide as their score ranges, with a mark at this score. */
export function BandScale({ code, result }: { code: ScoredScreeningCode; result: ShownResult }) {
  const max = maxScoreOf(code);
  const ranges = bandRanges[code];
  return (
    <div
      className={styles.scale}
      role="img"
      aria-label={m.bandScale(result.score, max, bandLabels[result.band])}
    >
      <div
        className={styles.scaleBands}
        style={{ gridTemplateColumns: ranges.map((r) => `${r.max - r.min + 1}fr`).join(' ') }}
      >
        {ranges.map((range) => (
          <div
            key={range.band}
            className={styles.scaleBand}
            data-band={range.band}
            data-current={range.band === result.band}
          >
            <span className={styles.scaleName}>{bandLabels[range.band]}</span>
            <span className={styles.scaleRange}>{m.bandRange(range.min, range.max)}</span>
          </div>
        ))}
      </div>
      <span className={styles.scaleMark} style={{ left: `${((result.score + 0.5) / (max + 1)) * 100}%` }} />
    </div>
  );
}
