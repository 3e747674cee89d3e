/**
 * The attribute the app sets on `<html>` once it has hydrated (or first rendered the shell):
 * from then on a click or a key press is handled by the app. The e2e suite waits for it.
 */
export const appReadyAttribute = 'data-app-ready';
