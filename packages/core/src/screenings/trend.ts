import { bandRanges, maxScoreOf, type ScreeningBand } from './bands';
import type { ScoredScreeningCode } from './instruments';

/** One result on the trend chart. */
export interface TrendPoint {
  id: number;
  createdAt: string;
  score: number;
  band: ScreeningBand;
  crisis: boolean;
}

export interface PlotArea {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface TrendGeometry {
  /** Oldest first, each with where it is drawn. */
  points: (TrendPoint & { x: number; y: number })[];
  /** Each band as a horizontal strip, lowest first; a strip spans its scores' half-steps. */
  bands: { band: ScreeningBand; min: number; max: number; y: number; height: number }[];
  /** Where the score axis is labelled: each band's lowest score, and the maximum. */
  ticks: { score: number; y: number }[];
}

/** Results in time order, oldest first (the API and the device list them newest first). */
export function chronological<T extends { createdAt: string; id: number }>(results: readonly T[]): T[] {
  return [...results].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}

/**
 * Where a screening's trend chart draws its bands, ticks and points inside `area`: the score
 * axis runs from 0 at the bottom to the instrument's maximum at the top; results are spaced
 * evenly from left to right in time order (a single result sits in the middle).
 */
export function trendGeometry(
  code: ScoredScreeningCode,
  results: readonly TrendPoint[],
  area: PlotArea,
): TrendGeometry {
  const max = maxScoreOf(code);
  const plotLeft = area.left;
  const plotRight = area.width - area.right;
  const plotTop = area.top;
  const plotBottom = area.height - area.bottom;
  const y = (score: number) =>
    plotBottom - (Math.max(0, Math.min(max, score)) / max) * (plotBottom - plotTop);
  const ordered = chronological(results);
  const x = (index: number) =>
    ordered.length === 1
      ? (plotLeft + plotRight) / 2
      : plotLeft + (index / (ordered.length - 1)) * (plotRight - plotLeft);

  const bands = bandRanges[code].map(({ band, min, max: top }) => {
    const lower = y(Math.max(0, min - 0.5));
    const upper = y(Math.min(max, top + 0.5));
    return { band, min, max: top, y: upper, height: lower - upper };
  });
  const ticks = [...bandRanges[code].map((r) => r.min), max].map((score) => ({ score, y: y(score) }));
  return { points: ordered.map((point, i) => ({ ...point, x: x(i), y: y(point.score) })), bands, ticks };
}
