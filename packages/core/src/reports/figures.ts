/**
 * The report's pure rules: percentiles of first-response times, and the suppression of small
 * counts (ADR 197). The server aggregates in SQL and hands each group's raw figures here.
 */

/** Counts below this are shown as "<5": a handful of conversations could point at a person. */
export const smallCountBelow = 5;
export const smallCountText = '<5';

/**
 * The nearest-rank percentile (`p` in 0–100) of values sorted ascending: the smallest value
 * with at least p% of the values at or below it. Null for no values.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** A count as the report shows it: "<5" for 1–4, the number otherwise (0 names nobody). */
export function countText(count: number): string {
  return count > 0 && count < smallCountBelow ? smallCountText : String(count);
}

/** One group's figures as the database aggregated them. */
export interface RawFigures {
  conversations: number;
  /** Seconds from the first unanswered message to the first counsellor reply, ascending. */
  responseSeconds: readonly number[];
  withinTarget: number;
  abandoned: number;
  risky: number;
  ratingSum: number;
  ratingCount: number;
}

export interface ReportFigures {
  conversations: number;
  firstResponse: { p50Seconds: number | null; p90Seconds: number | null };
  withinTarget: number;
  abandoned: number;
  risky: number;
  rating: { average: number | null; count: number };
  /** What the table, the CSV and the page show for each count. */
  display: {
    conversations: string;
    withinTarget: string;
    abandoned: string;
    risky: string;
    ratingCount: string;
  };
}

export const noFigures: RawFigures = {
  conversations: 0,
  responseSeconds: [],
  withinTarget: 0,
  abandoned: 0,
  risky: 0,
  ratingSum: 0,
  ratingCount: 0,
};

/**
 * The figures of one group. The average rating of fewer than five ratings is withheld too: one
 * rating's average is that person's score.
 */
export function reportFigures(raw: RawFigures): ReportFigures {
  const average =
    raw.ratingCount >= smallCountBelow ? Math.round((raw.ratingSum / raw.ratingCount) * 100) / 100 : null;
  return {
    conversations: raw.conversations,
    firstResponse: {
      p50Seconds: percentile(raw.responseSeconds, 50),
      p90Seconds: percentile(raw.responseSeconds, 90),
    },
    withinTarget: raw.withinTarget,
    abandoned: raw.abandoned,
    risky: raw.risky,
    rating: { average, count: raw.ratingCount },
    display: {
      conversations: countText(raw.conversations),
      withinTarget: countText(raw.withinTarget),
      abandoned: countText(raw.abandoned),
      risky: countText(raw.risky),
      ratingCount: countText(raw.ratingCount),
    },
  };
}
