import { isScreeningAnswer, type ScoredScreeningCode, type ScreeningAnswer } from './instruments';
import { screeningItems } from './items';

/**
 * A questionnaire in progress: the answers given so far by item number (1-based). The web app
 * keeps it in sessionStorage (this tab only, never in a URL, as SRQ-29's progress, ADR 28)
 * until the test is sent or restarted.
 */
export type ScreeningProgress = Readonly<Record<number, ScreeningAnswer>>;

/** Reads stored progress for `code`; anything malformed is dropped, entry by entry. */
export function parseScreeningProgress(raw: string | null, code: ScoredScreeningCode): ScreeningProgress {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const items = screeningItems[code].length;
  const answers: Record<number, ScreeningAnswer> = {};
  for (const [key, answer] of Object.entries(value)) {
    const nomor = Number(key);
    if (Number.isSafeInteger(nomor) && nomor >= 1 && nomor <= items && isScreeningAnswer(answer)) {
      answers[nomor] = answer;
    }
  }
  return answers;
}

/** The answers in item order, or null while any item is unanswered. */
export function progressAnswers(
  progress: ScreeningProgress,
  code: ScoredScreeningCode,
): ScreeningAnswer[] | null {
  const answers = screeningItems[code].map((_, i) => progress[i + 1]);
  return answers.every((a) => a !== undefined) ? (answers as ScreeningAnswer[]) : null;
}

/** The name of an item's radio group, and the item a form field name holds (before hydration). */
export function screeningFieldName(nomor: number): string {
  return `butir-${nomor}`;
}

/** The answers a form's checked radios hold (`new FormData(form)`), e.g. chosen before the app ran. */
export function chosenScreeningAnswers(
  fields: Iterable<[string, unknown]>,
  code: ScoredScreeningCode,
): ScreeningProgress {
  const chosen: Record<string, number> = {};
  for (const [name, value] of fields) {
    const nomor = /^butir-(\d+)$/.exec(name)?.[1];
    if (nomor !== undefined && typeof value === 'string' && /^[0-3]$/.test(value))
      chosen[nomor] = Number(value);
  }
  return parseScreeningProgress(JSON.stringify(chosen), code);
}
