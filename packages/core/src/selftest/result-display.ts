import { isSeverity, type ResultSeverity, type Severity } from './constants';
import type { EducationTopic } from '../education/topics/topic';
import type { ResultRouteName } from './result-routing';

/** The four result pages. The psychotic page also serves 'Penggunaan Zat Psikotik'. */
export type ResultPage = 'neurosis' | 'psikotik' | 'ptsd' | 'normal';

export const resultPageOfRoute: Record<ResultRouteName, ResultPage> = {
  ResultIsNeurosis: 'neurosis',
  ResultIsPsychotic: 'psikotik',
  ResultIsPTSD: 'ptsd',
  ResultIsNormal: 'normal',
};

/** Which written advice a page shows: the psychotic page has its own for substance use. */
export type ResultContentKey = ResultPage | 'zat';

export function resultContentKey(page: ResultPage, hasil: string | null | undefined): ResultContentKey {
  return page === 'psikotik' && hasil === 'Penggunaan Zat Psikotik' ? 'zat' : page;
}

/**
 * The severity a result page shows (spec §9): neurosis without a known severity is Normal,
 * psychotic and PTSD without one are Berat, the normal page is always Normal.
 */
export function displaySeverity(page: ResultPage, severity: string | null | undefined): ResultSeverity {
  if (page === 'normal') return 'Normal';
  if (isSeverity(severity)) return severity;
  return page === 'neurosis' ? 'Normal' : 'Berat';
}

const progressBySeverity: Record<Severity, number> = { Ringan: 25, Sedang: 55, Berat: 95 };
/** The bar of the normal page, and of neurosis without a severity. */
const baselineProgress = 20;

/** The result page's progress bar, in percent (spec §9). */
export function severityProgress(page: ResultPage, severity: string | null | undefined): number {
  const shown = displaySeverity(page, severity);
  return shown === 'Normal' ? baselineProgress : progressBySeverity[shown];
}

export type ScoreBand = 'sangatBaik' | 'ringan' | 'sedang' | 'signifikan';

/** Spec §9's reading of the total score (computed, never used for routing). */
export function interpretScore(score: number): ScoreBand {
  if (score <= 14) return 'sangatBaik';
  if (score <= 24) return 'ringan';
  if (score <= 36) return 'sedang';
  return 'signifikan';
}

/**
 * The journal category a result page's related articles come from. A Normal result reads
 * about everyday mental health (stress, mood, worry: the neurosis category), never about
 * conditions it did not show, such as psychosis.
 */
export function articleCategory(page: ResultPage): 'neurosis' | 'psikotik' | 'ptsd' {
  return page === 'normal' ? 'neurosis' : page;
}

/**
 * The education corner's own Indonesian topic pages a result page links first, before any
 * source: its condition, and for neurosis (whose SRQ group holds low mood and worry) and a
 * Normal result, the depression and anxiety pages too (issue 39 item 6).
 */
export function resultTopics(page: ResultPage): readonly EducationTopic[] {
  if (page === 'neurosis' || page === 'normal') return ['neurosis', 'depresi', 'anxiety'];
  return [page];
}
