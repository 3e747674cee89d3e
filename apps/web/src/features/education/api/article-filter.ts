import { journalCategories } from '@sehat/core/education/limits';
import { educationParams } from '#web/config/paths';
import type { JournalFilter } from './get-journals';

/**
 * The article list's filter as the address states it (?kategori=…; anything else is no
 * category). The search box is not in the address, so a fresh visit never searches.
 */
export function articleFilterFromSearch(params: URLSearchParams): JournalFilter {
  const category = journalCategories.find((c) => c === params.get(educationParams.category));
  return { category };
}
