/**
 * The screenings the site offers (api.md "More screenings"): SRQ-29, which keeps its own
 * questionnaire and endpoints, and the two scored here, PHQ-9 and GAD-7. No zod here: the
 * questionnaire pages a visitor reads import this (ADR 102).
 */
export const screeningCodes = ['srq29', 'phq9', 'gad7'] as const;
export type ScreeningCode = (typeof screeningCodes)[number];

/** The screenings scored by the screenings feature (0–3 per item, a total and a band). */
export const scoredScreeningCodes = ['phq9', 'gad7'] as const;
export type ScoredScreeningCode = (typeof scoredScreeningCodes)[number];

export function isScreeningCode(value: unknown): value is ScreeningCode {
  return (screeningCodes as readonly unknown[]).includes(value);
}

export function isScoredScreeningCode(value: unknown): value is ScoredScreeningCode {
  return (scoredScreeningCodes as readonly unknown[]).includes(value);
}

/** The URL segment of a scored screening's pages: /tes-diri/phq-9, /tes-diri/gad-7. */
export const screeningSlugs = {
  phq9: 'phq-9',
  gad7: 'gad-7',
} as const satisfies Record<ScoredScreeningCode, string>;
export type ScreeningSlug = (typeof screeningSlugs)[ScoredScreeningCode];

export function codeOfSlug(slug: string | undefined): ScoredScreeningCode | undefined {
  return scoredScreeningCodes.find((code) => screeningSlugs[code] === slug);
}

/** The standard response options of PHQ-9 and GAD-7: how often, scored 0–3. */
export const answerValues = [0, 1, 2, 3] as const;
export type ScreeningAnswer = (typeof answerValues)[number];

export function isScreeningAnswer(value: unknown): value is ScreeningAnswer {
  return (answerValues as readonly unknown[]).includes(value);
}

/** How long each screening takes, in minutes (the test page and the choice of tests say it). */
export const screeningMinutes = {
  srq29: 5,
  phq9: 2,
  gad7: 2,
} as const satisfies Record<ScreeningCode, number>;
