/** What other features may use of the reports (ADR 242): the range a staff report starts from. */
export { defaultRange } from './utils/default-range';
