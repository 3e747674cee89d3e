/**
 * The one home of the crisis decision (issue 47): every instrument's risk items and the rule
 * that turns answers into a risk signal. The SRQ-29 form, the PHQ-9 form, the server's scoring,
 * the device's offline scoring and check-ins all ask `decideRisk`. No zod here: the
 * questionnaire pages a visitor reads import this (ADR 102).
 */

/** A question whose answer at or above `signalFrom` tells the counsellors; at or above `crisisFrom`, help comes first. */
export interface RiskItem {
  /** The question's number: its position (PHQ-9, check-in) or its stable `nomor` (SRQ-29). */
  nomor: number;
  signalFrom: number;
  crisisFrom: number;
}

/** A yes on SRQ-29, or any answer above "Tidak sama sekali" on PHQ-9: a crisis at once. */
const anyAnswerAboveZero = (nomor: number): RiskItem => ({ nomor, signalFrom: 1, crisisFrom: 1 });

/**
 * The fixed instruments' risk items. PHQ-9 item 9: thoughts of being better off dead or of
 * self-harm. GAD-7 has none. The check-in's one question is answered 0–3 (baik … bahaya):
 * "berat" tells the team, "bahaya" is a crisis.
 */
export const fixedRiskItems = {
  phq9: [anyAnswerAboveZero(9)],
  gad7: [],
  checkin: [{ nomor: 1, signalFrom: 2, crisisFrom: 3 }],
} as const satisfies Record<string, readonly RiskItem[]>;

/**
 * SRQ-29's questions are kept by its admins; a question marked `crisis` (item 17 in the seed:
 * thoughts of ending one's life) is a risk item, a yes a crisis.
 */
export function srq29RiskItems(questions: readonly { nomor: number; crisis: boolean }[]): RiskItem[] {
  return questions.filter((q) => q.crisis).map((q) => anyAnswerAboveZero(q.nomor));
}

export interface RiskDecision {
  /** The counsellors must hear of it: a signal on the person's conversation. */
  signal: boolean;
  /** Help comes first, whatever the total. */
  crisis: boolean;
}

/** What the answers given so far say; `answerOf` returns undefined for a question not answered yet. */
export function decideRisk(
  items: readonly RiskItem[],
  answerOf: (nomor: number) => number | undefined,
): RiskDecision {
  let signal = false;
  let crisis = false;
  for (const item of items) {
    const answer = answerOf(item.nomor);
    if (answer === undefined) continue;
    signal ||= answer >= item.signalFrom;
    crisis ||= answer >= item.crisisFrom;
  }
  return { signal, crisis };
}

/** `answerOf` for answers listed in question order (position 1 first). */
export const byPosition =
  (answers: readonly number[]) =>
  (nomor: number): number | undefined =>
    answers[nomor - 1];

/** Whether this one answer is a crisis by itself: the forms show help at once, before sending. */
export function isCrisisAnswer(
  items: readonly RiskItem[],
  nomor: number,
  answer: number | undefined,
): boolean {
  const item = items.find((candidate) => candidate.nomor === nomor);
  return item !== undefined && decideRisk([item], () => answer).crisis;
}
