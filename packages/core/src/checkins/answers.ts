/** The one-tap answers to "Bagaimana kabar Anda hari ini?", from well to in danger. */
export const checkinAnswers = ['baik', 'biasa', 'berat', 'bahaya'] as const;
export type CheckinAnswer = (typeof checkinAnswers)[number];

/** An answer the counsellor team must hear of: the person's chat goes to the top, marked at risk. */
export function alertsTeam(answer: CheckinAnswer): boolean {
  return answer === 'berat' || answer === 'bahaya';
}

/** An answer that shows the crisis contacts at once (`crisis: true`). */
export function isCrisisAnswer(answer: CheckinAnswer): boolean {
  return answer === 'bahaya';
}
