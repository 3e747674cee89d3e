import {
  hasilByKategori,
  normalHasil,
  type Kategori,
  type ResultSeverity,
} from '@sehat/core/selftest/constants';
import {
  displaySeverity,
  resultContentKey,
  resultPageOfRoute,
  severityProgress,
  type ResultContentKey,
  type ResultPage,
} from '@sehat/core/selftest/result-display';
import { headerResultRoute, resultRouteForHasil } from '@sehat/core/selftest/result-routing';
import type { DomainScore } from '@sehat/core/selftest/scoring';
import type { SelftestResult } from '@sehat/core/selftest/schemas';
import type { StoredResult } from '@sehat/core/selftest/test-state';

export type ResultParams = { hasil?: string | undefined; severity?: string | undefined };

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

const defaultHasil: Record<ResultPage, string> = {
  neurosis: hasilByKategori.neurosis,
  psikotik: hasilByKategori.psikotik,
  ptsd: hasilByKategori.ptsd,
  normal: normalHasil,
};

/** The page a stored result belongs to (the header link's case-insensitive rules). */
export function pageOfStoredResult(hasil: string): ResultPage | null {
  const route = headerResultRoute(hasil);
  return route === 'TesDiri' ? null : resultPageOfRoute[route];
}

const rank: Record<string, number> = { Berat: 3, Sedang: 2, Ringan: 1 };

/**
 * What a result page shows. The stored result decides, unless the URL carries the optional
 * params (spec §2), which then set the severity (and, on the PTSD page, the title). Details
 * (other domains, crisis, score) come from the stored result or the server's matching latest.
 */
export function resultView(
  page: ResultPage,
  stored: StoredResult,
  params: ResultParams,
  latest: SelftestResult | null,
): ResultView {
  const ownPage = pageOfStoredResult(stored.hasil) === page;
  const paramHasil = params.hasil && resultRouteForHasil(params.hasil) ? params.hasil : undefined;
  const hasil = ownPage ? stored.hasil : (paramHasil ?? defaultHasil[page]);
  const rawSeverity = params.severity ?? (ownPage ? stored.severity : undefined);

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
