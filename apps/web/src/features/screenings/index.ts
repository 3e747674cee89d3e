/**
 * What other features may use of the screenings (ADR 247): the offer and the call that keep a
 * visitor's device results in their account, those results, the account's history, and the
 * screenings in progress, forgotten with the person.
 */
export { keepResults } from './api/keep-results';
export { useScreeningHistory } from './api/screening-history';
export { KeepResultsOffer } from './components/keep-results-offer';
export { getLocalResults, removeLocalResults } from './utils/local-results-store';
export { clearAllScreeningProgress } from './utils/progress-store';
