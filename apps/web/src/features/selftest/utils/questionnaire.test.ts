import { describe, expect, it } from 'vitest';
import {
  answerFieldName,
  answeredCount,
  answersInOrder,
  chosenAnswers,
  firstIncompletePage,
  hasNewQuestions,
  isPageComplete,
  pageCount,
  questionsOnPage,
  type Answers,
} from './questionnaire';

const questions = Array.from({ length: 12 }, (_, i) => ({ nomor: 100 + i }));
const answerFirst = (n: number): Answers =>
  Object.fromEntries(questions.slice(0, n).map((q, i) => [q.nomor, (i % 2) as 0 | 1]));

describe('paging, 5 questions a page (spec §9)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [5, 1],
    [6, 2],
    [29, 6],
  ])('%i questions → %i pages', (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });

  it('slices pages in order', () => {
    expect(questionsOnPage(questions, 0).map((q) => q.nomor)).toEqual([100, 101, 102, 103, 104]);
    expect(questionsOnPage(questions, 2).map((q) => q.nomor)).toEqual([110, 111]);
  });

  it('a page is complete only when every question on it is answered', () => {
    expect(isPageComplete(questions, 0, answerFirst(4))).toBe(false);
    expect(isPageComplete(questions, 0, answerFirst(5))).toBe(true);
    expect(isPageComplete(questions, 1, answerFirst(5))).toBe(false);
    expect(isPageComplete(questions, 2, { ...answerFirst(10), 110: 0, 111: 1 })).toBe(true);
  });
});

describe('answers', () => {
  it('counts answers of current questions only', () => {
    expect(answeredCount(questions, { ...answerFirst(3), 999: 1 })).toBe(3);
  });

  it('finds the first page still missing an answer', () => {
    expect(firstIncompletePage(questions, answerFirst(12))).toBeNull();
    expect(firstIncompletePage(questions, answerFirst(7))).toBe(1);
    const { 102: _skipped, ...missingThird } = answerFirst(12);
    expect(firstIncompletePage(questions, missingThird)).toBe(0);
  });

  it('builds jawaban in question order once everything is answered', () => {
    expect(answersInOrder(questions, answerFirst(11))).toBeNull();
    expect(answersInOrder(questions, answerFirst(12))).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    const reordered = [questions[1]!, questions[0]!];
    expect(answersInOrder(reordered, { 100: 1, 101: 0 })).toEqual([0, 1]);
  });

  it('notices an added question, not an edit or a delete', () => {
    expect(hasNewQuestions([1, 2, 3], [1, 2, 3, 4])).toBe(true);
    expect(hasNewQuestions([1, 2, 3], [1, 3])).toBe(false);
    expect(hasNewQuestions([1, 2, 3], [3, 2, 1])).toBe(false);
  });
});

describe('choices read back from the form', () => {
  it('reads each question group’s checked value by its field name', () => {
    const fields: [string, FormDataEntryValue][] = [
      [answerFieldName(7), '1'],
      [answerFieldName(12), '0'],
    ];
    expect(chosenAnswers(fields)).toEqual({ 7: 1, 12: 0 });
  });

  it('ignores other fields and values that are not an answer', () => {
    const fields: [string, FormDataEntryValue][] = [
      ['q', 'cemas'],
      [answerFieldName(3), '2'],
      ['pertanyaan-x', '1'],
    ];
    expect(chosenAnswers(fields)).toEqual({});
  });
});
