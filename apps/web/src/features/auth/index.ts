/** What other features may use of auth (ADR 247): logging out, and its button with the spec's confirmation. */
export { logout } from './api/logout';
export { LogoutButton } from './components/logout-button';
