import { bandRanges, maxScoreOf } from '@sehat/core/screenings/bands';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { bandLabels, screeningResultMessages } from '@sehat/core/screenings/messages';
import type { ShownResult } from '../utils/results-to-show';
import styles from './band-scale.module.css';

/** The instrument's bands side by side, as wide as their score ranges, with a mark at this score. */
export function BandScale({ code, result }: { code: ScoredScreeningCode; result: ShownResult }) {
  const max = maxScoreOf(code);
  const ranges = bandRanges[code];
  return (
    <div
      className={styles.scale}
      role="img"
      aria-label={screeningResultMessages.bandScale(result.score, max, bandLabels[result.band])}
      data-crisis={result.crisis || undefined}
    >
      <div
        className={styles.bands}
        style={{ gridTemplateColumns: ranges.map((r) => `${r.max - r.min + 1}fr`).join(' ') }}
      >
        {ranges.map((range) => (
          <div
            key={range.band}
            className={styles.band}
            data-band={range.band}
            data-current={range.band === result.band}
          >
            <span className={styles.name}>{bandLabels[range.band]}</span>
            <span>{screeningResultMessages.bandRange(range.min, range.max)}</span>
          </div>
        ))}
      </div>
      <span className={styles.mark} style={{ left: `${((result.score + 0.5) / (max + 1)) * 100}%` }} />
    </div>
  );
}
