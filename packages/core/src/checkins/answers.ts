import { decideRisk, fixedRiskItems, type RiskDecision } from '../risk/risk-items';

/** The one-tap answers to "Bagaimana kabar Anda hari ini?", from well to in danger. */
export const checkinAnswers = ['baik', 'biasa', 'berat', 'bahaya'] as const;
export type CheckinAnswer = (typeof checkinAnswers)[number];

/**
 * What an answer means for the counsellor team (core's risk model): `berat` and `bahaya` are a
 * signal on the person's conversation, `bahaya` also shows the crisis contacts at once.
 */
export function checkinRisk(answer: CheckinAnswer): RiskDecision {
  const value = checkinAnswers.indexOf(answer);
  return decideRisk(fixedRiskItems.checkin, (nomor) => (nomor === 1 ? value : undefined));
}
