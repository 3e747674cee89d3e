import type { NotificationKind } from './limits';

/**
 * What a push or a notification mail says. A lock screen or a shared inbox shows it, so it
 * names no result, no message's words, no forum title: only that something is waiting
 * (api.md "Reaching people", issue 33 item 7).
 */
export const outsideMessages = {
  title: 'Sehat Jiwa',
  reply: 'Ada balasan baru untuk Anda di Sehat Jiwa',
  notice: 'Ada pemberitahuan baru untuk Anda di Sehat Jiwa',
  programReminder: 'Sesi berikutnya menunggu Anda di Sehat Jiwa',
  message: 'Ada pesan baru untuk Anda di Sehat Jiwa',
  mailLines: ['Ada sesuatu yang menunggu Anda di Sehat Jiwa. Masuk ke akun Anda untuk melihatnya.'],
  mailAction: 'Buka Sehat Jiwa',
  mailWhy:
    'Anda menerima email ini karena pemberitahuan email aktif di akun Sehat Jiwa Anda. Atur pemberitahuan di halaman profil Anda.',
  mailUnsubscribe: 'Berhenti menerima email pemberitahuan jenis ini:',
} as const;

/** The one line a push or a mail subject carries for each kind. */
export function outsideText(kind: NotificationKind): string {
  if (kind === 'forum_response' || kind === 'chat_reply') return outsideMessages.reply;
  if (kind === 'checkin') return outsideMessages.message;
  if (kind === 'program_reminder') return outsideMessages.programReminder;
  return outsideMessages.notice;
}
