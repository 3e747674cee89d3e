import { flagsOf, programOutcome } from '@sehat/core/programs/outcome';
import { programOf } from '@sehat/core/programs/registry';
import { completedMost, publishedCount, publishedShare } from '@sehat/core/outcomes/suppression';
import type { Outcomes } from '@sehat/core/outcomes/schemas';
import { percentile, type RawFigures } from '@sehat/core/reports/figures';
import type { PeriodEnrolment } from './repository';

/** The programmes' figures: begun, mostly completed, improved and worse, each published only from 10 up. */
export function presentProgramFigures(enrolments: readonly PeriodEnrolment[]): Outcomes['programs'] {
  const outcomes = enrolments.map((enrolment) => ({
    enrolment,
    outcome: programOutcome(enrolment.measures),
  }));
  const sessionsOf = (code: string) => programOf(code)?.sessions.length ?? Number.POSITIVE_INFINITY;
  return {
    enrolled: publishedCount(enrolments.length),
    completedMost: publishedCount(
      enrolments.filter((e) => completedMost(e.measures.length, sessionsOf(e.code))).length,
    ),
    reliableImprovement: publishedCount(outcomes.filter((o) => o.outcome.reliableImprovement).length),
    deterioration: publishedCount(
      outcomes.filter((o) => flagsOf(o.outcome).includes('deterioration')).length,
    ),
  };
}

/** The chat's figures: requests for help, the median first response and the share within target. */
export function presentChatFigures(figures: RawFigures): Outcomes['chat'] {
  const enough = figures.responseSeconds.length >= 10;
  return {
    conversations: publishedCount(figures.conversations),
    firstResponseP50Seconds: enough ? percentile(figures.responseSeconds, 50) : null,
    withinTarget: publishedShare(figures.withinTarget, figures.conversations),
  };
}
