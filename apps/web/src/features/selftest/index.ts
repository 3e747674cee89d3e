/**
 * What other features may use of the self-test (ADR 247): the SRQ-29 state this device keeps
 * (read, handed over at login and registration, kept in the account, cleared) and the test in
 * progress, forgotten with the person.
 */
export {
  adoptVisitorTestState,
  clearTestState,
  getTestState,
  markResultClaimed,
  restoreTestStateAfterLogin,
  saveCompletedTest,
  storedResult,
  useTestState,
} from './utils/test-state-store';
export { clearTestProgress } from './utils/test-progress-store';
