import { hasilByKategori, type Kategori, type ResultSeverity } from '@sehat/core/selftest/constants';
import {
  displaySeverity,
  resultContentKey,
  severityProgress,
  type ResultContentKey,
  type ResultPage,
} from '@sehat/core/selftest/result-display';
import type { DomainScore } from '@sehat/core/selftest/scoring';
import type { SelftestResult } from '@sehat/core/selftest/schemas';
import type { StoredResult } from '@sehat/core/selftest/test-state';

export interface ResultView {
  hasil: string;
  severity: ResultSeverity;
  progress: number;
  contentKey: ResultContentKey;
  /** Other flagged domains ("juga terdeteksi"), most severe first. */
  alsoDetected: DomainScore[];
  crisis: boolean;
  score: number | null;
  testedAt: string | null;
}

const rank: Record<string, number> = { Berat: 3, Sedang: 2, Ringan: 1 };

/**
 * What a result page shows: the stored result, never the URL (the loader has sent any page
 * or params that disagree with it to the result's own page). Details (other domains, crisis,
 * score) come from the stored result or the server's matching latest.
 */
export function resultView(
  page: ResultPage,
  stored: StoredResult,
  latest: SelftestResult | null,
): ResultView {
  const hasil = stored.hasil;
  const rawSeverity = stored.severity;

  const matchingLatest =
    latest && (!stored.createdAt || latest.createdAt === stored.createdAt) ? latest : null;
  const detail = stored.domains ? stored : matchingLatest;
  const dominant = (Object.keys(hasilByKategori) as Kategori[]).find((k) => hasilByKategori[k] === hasil);
  const alsoDetected = (detail?.domains ?? [])
    .filter((d) => d.flagged && d.kategori !== dominant)
    .sort((a, b) => (rank[b.severity ?? ''] ?? 0) - (rank[a.severity ?? ''] ?? 0));

  return {
    hasil,
    severity: displaySeverity(page, rawSeverity),
    progress: severityProgress(page, rawSeverity),
    contentKey: resultContentKey(page, hasil),
    alsoDetected,
    crisis: detail?.crisis ?? false,
    score: detail?.score ?? null,
    testedAt: stored.createdAt ?? detail?.createdAt ?? null,
  };
}
