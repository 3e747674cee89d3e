import {
  parseLocalResults,
  withLocalResult,
  type LocalScreeningResult,
} from '@sehat/core/screenings/local-results';
import { localListStore, useLocalList } from '#web/lib/storage/local-list-store';

/**
 * A visitor's PHQ-9 and GAD-7 results, kept on this device (localStorage) so their result page
 * and trend work without an account, until they keep them in one or remove them (ADR 141).
 */
const store = localListStore('screeningResults', parseLocalResults);

export const getLocalResults = store.get;

export function useLocalResults(): LocalScreeningResult[] {
  return useLocalList(store);
}

export function addLocalResult(result: LocalScreeningResult): void {
  store.save(withLocalResult(store.get(), result));
}

/** The results that went to an account, or that the person removed from this device. */
export function removeLocalResults(ids: readonly number[]): void {
  store.save(store.get().filter((result) => !ids.includes(result.id)));
}
