import { describe, expect, it } from 'vitest';
import { commonMessages } from '../messages';
import { bandRanges } from './bands';
import { screeningItems } from './items';
import { bandMeanings, screeningErrors } from './messages';
import { keepResultsBodySchema, screeningSubmissionBodySchema } from './schemas';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('screeningSubmissionBodySchema', () => {
  it('takes a list of whole numbers (their count and range are the instrument’s)', () => {
    expect(screeningSubmissionBodySchema.parse({ jawaban: [0, 1, 2, 3] })).toEqual({ jawaban: [0, 1, 2, 3] });
  });

  it.each([
    [{}, screeningErrors.answersRequired],
    [{ jawaban: '0,1,2' }, screeningErrors.answersInvalid],
    [{ jawaban: [0, '1'] }, screeningErrors.answersInvalid],
    [{ jawaban: [0, 1.5] }, screeningErrors.answersInvalid],
    [{ jawaban: [0, null] }, screeningErrors.answersInvalid],
    [{ jawaban: Array(51).fill(0) }, screeningErrors.answersInvalid],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(screeningSubmissionBodySchema.safeParse(body))).toBe(message);
  });
});

describe('keepResultsBodySchema', () => {
  it.each([{}, { items: [] }, { items: [{ id: '1', token: 'x' }] }, { items: [{ id: 1, token: '' }] }])(
    'refuses %j',
    (body) => {
      expect(firstMessage(keepResultsBodySchema.safeParse(body))).toBe(commonMessages.invalidInput);
    },
  );
});

describe('the instruments’ texts', () => {
  it('has nine PHQ-9 items and seven GAD-7 items', () => {
    expect(screeningItems.phq9).toHaveLength(9);
    expect(screeningItems.gad7).toHaveLength(7);
  });

  it.each(['phq9', 'gad7'] as const)('%s: every band has its meaning', (code) => {
    const meanings: Partial<Record<string, string>> = bandMeanings[code];
    for (const { band } of bandRanges[code]) expect(meanings[band]).toBeTruthy();
  });
});
