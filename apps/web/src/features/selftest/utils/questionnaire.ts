import { selftestRules } from '@sehat/core/selftest/constants';
import type { Answer } from '@sehat/core/selftest/scoring';

/** Answers by question id, so they survive questions being added, moved or deleted meanwhile. */
export type Answers = Readonly<Record<number, Answer>>;
type Numbered = { nomor: number };

const perPage = selftestRules.questionsPerPage;

export function pageCount(questionCount: number): number {
  return Math.ceil(questionCount / perPage);
}

export function questionsOnPage<T extends Numbered>(questions: readonly T[], page: number): T[] {
  return questions.slice(page * perPage, (page + 1) * perPage);
}

export function isPageComplete(questions: readonly Numbered[], page: number, answers: Answers): boolean {
  return questionsOnPage(questions, page).every((q) => answers[q.nomor] !== undefined);
}

export function answeredCount(questions: readonly Numbered[], answers: Answers): number {
  return questions.filter((q) => answers[q.nomor] !== undefined).length;
}

/** The first page with an unanswered question, or null when every question is answered. */
export function firstIncompletePage(questions: readonly Numbered[], answers: Answers): number | null {
  const index = questions.findIndex((q) => answers[q.nomor] === undefined);
  return index === -1 ? null : Math.floor(index / perPage);
}

/** `jawaban` in question order, or null while any question is unanswered. */
export function answersInOrder(questions: readonly Numbered[], answers: Answers): Answer[] | null {
  const ordered = questions.map((q) => answers[q.nomor]);
  return ordered.every((a) => a !== undefined) ? (ordered as Answer[]) : null;
}

/** Whether `next` holds a question that `previous` did not (an admin added one). */
export function hasNewQuestions(previous: readonly number[], next: readonly number[]): boolean {
  const known = new Set(previous);
  return next.some((nomor) => !known.has(nomor));
}

/** The name of a question's radio group; `chosenAnswers` reads it back. */
export function answerFieldName(nomor: number): string {
  return `pertanyaan-${nomor}`;
}

/**
 * The answers a form's checked radios hold (e.g. `new FormData(form)`): on a server-rendered
 * page they can be chosen before the script runs, so the state never heard of them.
 */
export function chosenAnswers(fields: Iterable<[string, FormDataEntryValue]>): Answers {
  const chosen: Record<number, Answer> = {};
  for (const [name, value] of fields) {
    const nomor = /^pertanyaan-(\d+)$/.exec(name)?.[1];
    if (nomor !== undefined && (value === '0' || value === '1'))
      chosen[Number(nomor)] = Number(value) as Answer;
  }
  return chosen;
}
