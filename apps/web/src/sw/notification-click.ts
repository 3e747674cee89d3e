import { sw } from './scope';

/** A link of this site only: a payload never sends the person elsewhere. */
function target(data: unknown): string {
  const link = (data as { link?: unknown } | null)?.link;
  const url = new URL(typeof link === 'string' ? link : '/', sw.location.origin);
  return url.origin === sw.location.origin ? url.href : sw.location.origin;
}

// Opens the notification's page: in a tab of the site that is already open, else a new one.
sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = target(event.notification.data);
  event.waitUntil(
    (async () => {
      const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === sw.location.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(url);
        return;
      }
      await sw.clients.openWindow(url);
    })(),
  );
});
