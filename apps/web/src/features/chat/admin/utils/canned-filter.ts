import type { CannedResponse } from '@sehat/core/chat/canned-responses';

/**
 * What the composer's '/' list searches for: the text after a '/' that starts the message
 * (one line), or null when the text does not ask for the list.
 */
export function slashQuery(text: string): string | null {
  if (!text.startsWith('/') || text.includes('\n')) return null;
  return text.slice(1);
}

const fold = (value: string) => value.toLocaleLowerCase('id').trim();

/** The answers matching `query` (case-insensitive): title matches first, then text matches. */
export function filterCannedResponses(responses: readonly CannedResponse[], query: string): CannedResponse[] {
  const wanted = fold(query);
  if (!wanted) return [...responses];
  const byTitle = responses.filter((response) => fold(response.title).includes(wanted));
  const byText = responses.filter(
    (response) => !byTitle.includes(response) && fold(response.text).includes(wanted),
  );
  return [...byTitle, ...byText];
}
