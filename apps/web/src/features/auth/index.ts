/**
 * What other features may use of auth (ADR 247): logging out, its button with the spec's
 * confirmation, and forgetting the person on this device (account deletion).
 */
/** @internal Logging out without the button, for tests that follow a session's end (programs). */
export { logout } from './api/logout';
export { LogoutButton } from './components/logout-button';
export { forgetPersonOnDevice } from './utils/forget-on-device';
