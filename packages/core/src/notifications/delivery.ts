import type { ChannelPreferences } from '../notification-preferences/schemas';
import type { NotificationKind } from './limits';

/** When a notification also leaves the site, by push and e-mail (ADR 131). */
export const deliveryRules = {
  /**
   * "A few minutes": a counsellor's reply goes out by push or e-mail only if the person has
   * not read it this long after it came, and is not in the chat then (ADR 77's rule).
   */
  chatReplyQuietMs: 5 * 60 * 1000,
} as const;

/** How long after it is made a notification of `kind` waits before going out by push/e-mail. */
export function outsideDeliveryWaitMs(kind: NotificationKind): number {
  return kind === 'chat_reply' ? deliveryRules.chatReplyQuietMs : 0;
}

/** The moment a notification of `kind` made at `createdAt` is due to go out by push/e-mail. */
export function outsideDeliveryAt(kind: NotificationKind, createdAt: Date): Date {
  return new Date(createdAt.getTime() + outsideDeliveryWaitMs(kind));
}

/** Whether a notification made at `createdAt` may go out at `now`. */
export function isOutsideDeliveryDue(kind: NotificationKind, createdAt: Date, now: Date): boolean {
  return outsideDeliveryAt(kind, createdAt).getTime() <= now.getTime();
}

/**
 * The channels a due, still unread notification goes out on: e-mail by the person's choice,
 * push by their choice and only to devices they subscribed.
 */
export function outsideChannels(
  preferences: ChannelPreferences,
  devices: number,
): { push: boolean; email: boolean } {
  return { push: preferences.push && devices > 0, email: preferences.email };
}
