import { describe, expect, it } from 'vitest';
import { checkinAnswers, checkinRisk } from '../checkins/answers';
import { scoreScreening } from '../screenings/scoring';
import { screeningItems } from '../screenings/items';
import { scoreAnswers, type Answer } from '../selftest/scoring';
import { srq29Questions as seedQuestions } from '../selftest/srq29';
import { answerValues, type ScreeningAnswer } from '../screenings/instruments';
import { byPosition, decideRisk, fixedRiskItems, srq29RiskItems } from './risk-items';

const srq29Questions = seedQuestions.map((q, i) => ({ ...q, nomor: i + 1 }));

/** Every instrument, every answer to each of its questions with the rest "no"/0. */
const table = [
  ...srq29Questions.flatMap((q) =>
    ([0, 1] as const).map((answer) => ({
      instrument: 'srq29',
      nomor: q.nomor,
      answer,
      risky: srq29RiskItems(srq29Questions).some((item) => item.nomor === q.nomor) && answer === 1,
      crisis: () => {
        const answers = srq29Questions.map((other): Answer => (other.nomor === q.nomor ? answer : 0));
        return scoreAnswers(srq29Questions, answers).crisis;
      },
    })),
  ),
  ...(['phq9', 'gad7'] as const).flatMap((code) =>
    screeningItems[code].flatMap((_, i) =>
      answerValues.map((answer) => ({
        instrument: code,
        nomor: i + 1,
        answer,
        risky: code === 'phq9' && i + 1 === 9 && answer > 0,
        crisis: () => {
          const answers = screeningItems[code].map((__, j): ScreeningAnswer => (j === i ? answer : 0));
          return scoreScreening(code, answers).crisis;
        },
      })),
    ),
  ),
];

describe('one risk model', () => {
  it('names the contract’s risk items: SRQ-29 item 17, PHQ-9 item 9, none on GAD-7', () => {
    expect(srq29RiskItems(srq29Questions).map((item) => item.nomor)).toEqual([17]);
    expect(fixedRiskItems.phq9.map((item) => item.nomor)).toEqual([9]);
    expect(fixedRiskItems.gad7).toEqual([]);
  });

  it.each(table)('$instrument item $nomor answered $answer: crisis $risky', ({ risky, crisis }) => {
    expect(crisis()).toBe(risky);
  });

  it('a check-in: berat is a signal, bahaya a crisis too', () => {
    expect(checkinAnswers.map(checkinRisk)).toEqual([
      { signal: false, crisis: false },
      { signal: false, crisis: false },
      { signal: true, crisis: false },
      { signal: true, crisis: true },
    ]);
  });

  it('decides on the answers given so far, as the forms ask while a person answers', () => {
    const items = fixedRiskItems.phq9;
    expect(decideRisk(items, () => undefined)).toEqual({ signal: false, crisis: false });
    expect(decideRisk(items, byPosition([0, 0, 0, 0, 0, 0, 0, 0, 2]))).toEqual({
      signal: true,
      crisis: true,
    });
    expect(decideRisk(items, byPosition([3, 3, 3]))).toEqual({ signal: false, crisis: false });
  });
});
