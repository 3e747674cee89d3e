import { byPosition, decideRisk, fixedRiskItems } from '../risk/risk-items';

/** One PHQ-9 of a programme, taken with session `nomor`; the first one (session 1, begun at enrolment) is the baseline. */
export interface ProgramMeasure {
  nomor: number;
  /** The nine answers, 0–3 each, in item order. */
  answers: readonly number[];
  score: number;
}

/**
 * How far a PHQ-9 total must move to count as a real change rather than measurement noise
 * (api.md; the reliable change index for PHQ-9 is about 5–6 points).
 */
export const reliableChange = 6;
/** The session by which a reliable improvement is expected; without one, a person is not on track. */
export const onTrackBySession = 4;

export interface ProgramOutcome {
  baseline: number | null;
  latest: number | null;
  /** latest − baseline: negative is better. */
  change: number | null;
  reliableImprovement: boolean;
  deterioration: boolean;
  notOnTrack: boolean;
  /** The newest measure answered PHQ-9 item 9 above 0 (core's risk model decides). */
  crisis: boolean;
}

/** Why a counsellor should look at someone's progress. */
export const programFlagReasons = ['crisis', 'deterioration', 'notOnTrack'] as const;
export type ProgramFlagReason = (typeof programFlagReasons)[number];

/**
 * The outcome of a programme so far, from its measures in the order they were taken: the
 * first is the baseline, the last is the latest.
 */
export function programOutcome(measures: readonly ProgramMeasure[]): ProgramOutcome {
  const first = measures[0];
  const last = measures[measures.length - 1];
  if (!first || !last) {
    return {
      baseline: null,
      latest: null,
      change: null,
      reliableImprovement: false,
      deterioration: false,
      notOnTrack: false,
      crisis: false,
    };
  }
  const change = last.score - first.score;
  const reliableImprovement = change <= -reliableChange;
  const sessionsDone = Math.max(...measures.map((measure) => measure.nomor));
  return {
    baseline: first.score,
    latest: last.score,
    change,
    reliableImprovement,
    deterioration: change >= reliableChange,
    notOnTrack: sessionsDone >= onTrackBySession && !reliableImprovement,
    crisis: decideRisk(fixedRiskItems.phq9, byPosition(last.answers)).crisis,
  };
}

/** The flags an outcome raises, most urgent first. */
export function flagsOf(outcome: ProgramOutcome): ProgramFlagReason[] {
  return programFlagReasons.filter((reason) => outcome[reason]);
}
