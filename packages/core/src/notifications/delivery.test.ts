import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '../notification-preferences/schemas';
import { deliveryRules, isOutsideDeliveryDue, outsideChannels, outsideDeliveryAt } from './delivery';
import { notificationKinds } from './limits';
import { outsideMessages, outsideText } from './outside-messages';

const madeAt = new Date('2026-11-23T16:00:00.000Z');
const later = (ms: number) => new Date(madeAt.getTime() + ms);

describe('when a notification leaves the site', () => {
  it('waits "a few minutes" for a counsellor reply, and not at all for the others', () => {
    expect(deliveryRules.chatReplyQuietMs).toBe(5 * 60 * 1000);
    expect(outsideDeliveryAt('chat_reply', madeAt)).toEqual(later(deliveryRules.chatReplyQuietMs));
    expect(isOutsideDeliveryDue('chat_reply', madeAt, later(deliveryRules.chatReplyQuietMs - 1))).toBe(false);
    expect(isOutsideDeliveryDue('chat_reply', madeAt, later(deliveryRules.chatReplyQuietMs))).toBe(true);
    for (const kind of ['forum_response', 'moderation', 'checkin'] as const) {
      expect(isOutsideDeliveryDue(kind, madeAt, madeAt)).toBe(true);
    }
  });

  it('pushes only to subscribed devices, and mails only by choice', () => {
    const chat = defaultNotificationPreferences.chat_reply;
    expect(outsideChannels(chat, 0)).toEqual({ push: false, email: false });
    expect(outsideChannels(chat, 2)).toEqual({ push: true, email: false });
    expect(outsideChannels(defaultNotificationPreferences.checkin, 0)).toEqual({ push: false, email: true });
    expect(outsideChannels({ inApp: true, push: false, email: false }, 3)).toEqual({
      push: false,
      email: false,
    });
  });

  it('says only that something is waiting, for every kind', () => {
    const allowed: string[] = [
      outsideMessages.reply,
      outsideMessages.notice,
      outsideMessages.message,
      outsideMessages.programReminder,
    ];
    for (const kind of notificationKinds) expect(allowed).toContain(outsideText(kind));
    expect(outsideText('chat_reply')).toBe('Ada balasan baru untuk Anda di Sehat Jiwa');
    expect(outsideText('program_reminder')).toBe('Sesi berikutnya menunggu Anda di Sehat Jiwa');
  });
});
