import {
  hasilByKategori,
  normalHasil,
  selftestCategories,
  selftestRules,
  type Hasil,
  type Kategori,
  type ResultSeverity,
  type Severity,
} from './constants';
import { byPosition, decideRisk, srq29RiskItems } from '../risk/risk-items';

/** One yes/no answer: 1 yes, 0 no. */
export type Answer = 0 | 1;

export interface ScoredQuestion {
  kategori: Kategori | null;
  crisis: boolean;
}

export interface DomainScore {
  kategori: Kategori;
  yes: number;
  total: number;
  flagged: boolean;
  severity: Severity | null;
}

export interface Score {
  hasil: Hasil;
  severity: ResultSeverity;
  score: number;
  domains: DomainScore[];
  crisis: boolean;
}

export interface ScoringOptions {
  neurosisCutoff?: number;
}

const severityRank: Record<Severity, number> = { Ringan: 1, Sedang: 2, Berat: 3 };

/** Ties between equally severe domains go to the first of these. */
const tiePriority: readonly Kategori[] = ['psikotik', 'ptsd', 'zat', 'neurosis'];

/** The severity of `yes` answers in one domain, or null when the domain is not flagged. */
export function domainSeverity(kategori: Kategori, yes: number, neurosisCutoff: number): Severity | null {
  switch (kategori) {
    case 'neurosis':
      if (yes < neurosisCutoff) return null;
      return yes <= 10 ? 'Ringan' : yes <= 15 ? 'Sedang' : 'Berat';
    case 'zat':
      return yes >= 1 ? 'Sedang' : null;
    case 'psikotik':
      return yes === 0 ? null : yes === 1 ? 'Sedang' : 'Berat';
    case 'ptsd':
      return yes === 0 ? null : yes <= 2 ? 'Ringan' : yes <= 4 ? 'Sedang' : 'Berat';
  }
}

/**
 * Scores one SRQ-29 submission (selftest-scoring.md). Works from categories, never from item
 * numbers; a question without a category counts towards `score` only.
 */
export function scoreAnswers(
  questions: readonly ScoredQuestion[],
  answers: readonly Answer[],
  { neurosisCutoff = selftestRules.defaultNeurosisCutoff }: ScoringOptions = {},
): Score {
  if (questions.length !== answers.length) {
    throw new Error(`expected ${questions.length} answers, got ${answers.length}`);
  }
  // One pass over the answers: every submission is scored on the server.
  const counted = new Map(selftestCategories.map((kategori) => [kategori, { yes: 0, total: 0 }]));
  questions.forEach((question, index) => {
    const count = question.kategori === null ? undefined : counted.get(question.kategori);
    if (!count) return;
    count.total += 1;
    if (answers[index] === 1) count.yes += 1;
  });
  const domains = selftestCategories.map((kategori): DomainScore => {
    const { yes, total } = counted.get(kategori)!;
    const severity = domainSeverity(kategori, yes, neurosisCutoff);
    return { kategori, yes, total, flagged: severity !== null, severity };
  });

  let dominant: DomainScore | undefined;
  for (const kategori of tiePriority) {
    const domain = domains.find((d) => d.kategori === kategori)!;
    if (!domain.severity) continue;
    if (!dominant || severityRank[domain.severity] > severityRank[dominant.severity!]) dominant = domain;
  }

  return {
    hasil: dominant ? hasilByKategori[dominant.kategori] : normalHasil,
    severity: dominant?.severity ?? 'Normal',
    score: answers.filter((a) => a === 1).length,
    domains,
    // Positions stand for the questions here: the answers come in question order.
    crisis: decideRisk(
      srq29RiskItems(questions.map((q, i) => ({ nomor: i + 1, crisis: q.crisis }))),
      byPosition(answers),
    ).crisis,
  };
}
