import { workerMessages } from '@sehat/core/offline/offline-shell';
import { sw } from './scope';

// A new version waits until the person chooses "Muat ulang" in the prompt (never mid-test on
// its own): only then does it take over, and the page reloads itself (ADR 160).
sw.addEventListener('message', (event) => {
  if (event.origin && event.origin !== sw.location.origin) return;
  if (event.data === workerMessages.skipWaiting) void sw.skipWaiting();
});
