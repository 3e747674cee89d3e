import type { ScoredScreeningCode } from './instruments';
import { screeningItems } from './items';

/** The severity bands of api.md, as their API values. */
export const screeningBands = ['minimal', 'ringan', 'sedang', 'cukup-berat', 'berat'] as const;
export type ScreeningBand = (typeof screeningBands)[number];

export interface BandRange {
  band: ScreeningBand;
  min: number;
  max: number;
}

/**
 * The standard bands (api.md): PHQ-9 after Kroenke, Spitzer & Williams 2001, GAD-7 after
 * Spitzer et al. 2006. Each instrument's bands cover its whole score range without gaps.
 */
export const bandRanges = {
  phq9: [
    { band: 'minimal', min: 0, max: 4 },
    { band: 'ringan', min: 5, max: 9 },
    { band: 'sedang', min: 10, max: 14 },
    { band: 'cukup-berat', min: 15, max: 19 },
    { band: 'berat', min: 20, max: 27 },
  ],
  gad7: [
    { band: 'minimal', min: 0, max: 4 },
    { band: 'ringan', min: 5, max: 9 },
    { band: 'sedang', min: 10, max: 14 },
    { band: 'berat', min: 15, max: 21 },
  ],
} as const satisfies Record<ScoredScreeningCode, readonly BandRange[]>;

/** The highest total: 3 for every item. */
export function maxScoreOf(code: ScoredScreeningCode): number {
  return screeningItems[code].length * 3;
}

/** The band a total falls in. A total outside the instrument's range is a programming error. */
export function bandOf(code: ScoredScreeningCode, score: number): ScreeningBand {
  const range = bandRanges[code].find((r) => score >= r.min && score <= r.max);
  if (!range || !Number.isInteger(score)) throw new RangeError(`${code}: no band for score ${score}`);
  return range.band;
}

export function isBandOf(code: ScoredScreeningCode, value: unknown): value is ScreeningBand {
  return bandRanges[code].some((r) => r.band === value);
}
