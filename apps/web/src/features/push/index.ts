/** What other features may use of push (ADR 247): forgetting this browser's subscription at logout. */
export { forgetThisDevice } from './utils/push-device';
