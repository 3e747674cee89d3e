import type { PushPayload } from '@sehat/core/push/schemas';
import { outsideMessages } from '@sehat/core/notifications/outside-messages';
import { sw } from './scope';

const icon = '/icons/icon-192.png';

/** The payload the server sent (RFC 8291, decrypted by the browser); anything else: a plain notice. */
function read(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (data && typeof data.body === 'string' && typeof data.link === 'string') {
      return {
        title: data.title ?? outsideMessages.title,
        body: data.body,
        link: data.link,
        tag: data.tag ?? 'sehat-jiwa',
      };
    }
  } catch {
    // Not JSON: shown as the generic notice below.
  }
  return { title: outsideMessages.title, body: outsideMessages.notice, link: '/', tag: 'sehat-jiwa' };
}

// The text says only that something is waiting (a shared phone's lock screen shows it).
sw.addEventListener('push', (event) => {
  const payload = read(event);
  event.waitUntil(
    sw.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon,
      badge: icon,
      data: { link: payload.link },
    }),
  );
});
