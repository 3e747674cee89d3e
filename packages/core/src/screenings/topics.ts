import type { EducationTopic } from '../education/topics/topic';
import type { ScoredScreeningCode } from './instruments';

/** The education corner's topic page each screening belongs with: its self-care reading, and where it is offered. */
export const screeningTopics = {
  phq9: 'depresi',
  gad7: 'anxiety',
} as const satisfies Record<ScoredScreeningCode, EducationTopic>;

/** The screening a topic page offers, if any. */
export function screeningOfTopic(topic: EducationTopic): ScoredScreeningCode | undefined {
  return (Object.keys(screeningTopics) as ScoredScreeningCode[]).find(
    (code) => screeningTopics[code] === topic,
  );
}
