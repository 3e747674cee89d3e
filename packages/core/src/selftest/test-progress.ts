import type { Answer } from './scoring';

/**
 * A test in progress: the answers given so far, by question id (`nomor`), so they survive
 * questions being added, moved or removed meanwhile. The web app keeps it in sessionStorage
 * (this tab only, never in a URL) until the test is sent or restarted.
 */
export type TestProgress = Readonly<Record<number, Answer>>;

/** Reads stored progress; anything malformed is dropped, entry by entry. */
export function parseTestProgress(raw: string | null): TestProgress {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const answers: Record<number, Answer> = {};
  for (const [key, answer] of Object.entries(value)) {
    const nomor = Number(key);
    if (Number.isSafeInteger(nomor) && nomor > 0 && (answer === 0 || answer === 1)) answers[nomor] = answer;
  }
  return answers;
}
