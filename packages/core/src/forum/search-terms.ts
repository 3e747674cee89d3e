import { forumLimits } from './limits';

/**
 * The words of a search box entry, lower-cased, each only letters and digits (so none can
 * carry full-text query syntax), without repeats, at most `searchTermsMax` of them.
 */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  const words = query.toLocaleLowerCase('id-ID').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, forumLimits.searchTermsMax);
}

/** Whether a search word (from `searchTerms`) also matches inside words, not only at their start. */
export const matchesInsideWords = (term: string): boolean =>
  [...term].length >= forumLimits.searchInsideWordMin;
