import { describe, expect, it } from 'vitest';
import { commonMessages } from '../messages';
import { chatMessages } from './messages';
import { sendTextBodySchema } from './schemas';
import { chatSendErrorText } from './send-error';

const clientId = '3f1c2b7e-8a4d-4c2e-9f00-1234567890ab';

describe('sendTextBodySchema', () => {
  it('trims the text but keeps inner line breaks', () => {
    expect(sendTextBodySchema.parse({ message: '  Halo\nkak  ', clientId })).toEqual({
      message: 'Halo\nkak',
      clientId,
    });
  });

  it.each(['', '   ', '\n\t '])('refuses empty or whitespace text %j', (message) => {
    const result = sendTextBodySchema.safeParse({ message, clientId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(chatMessages.messageEmpty);
  });

  it('refuses text over 2000 characters', () => {
    expect(sendTextBodySchema.safeParse({ message: 'a'.repeat(2000), clientId }).success).toBe(true);
    const result = sendTextBodySchema.safeParse({ message: 'a'.repeat(2001), clientId });
    expect(result.error?.issues[0]?.message).toBe('Pesan maksimal 2000 karakter.');
  });

  it.each([undefined, '', 'short', 'a b c d e f', 'x'.repeat(65)])('refuses client id %j', (id) => {
    const result = sendTextBodySchema.safeParse({ message: 'Halo', clientId: id });
    expect(result.error?.issues[0]?.message).toBe(commonMessages.invalidInput);
  });
});

describe('chatSendErrorText', () => {
  it.each([
    [0, undefined, 'Tidak dapat terhubung ke server. Cek koneksi internet Anda.'],
    [500, 'Server error. Silakan coba lagi nanti.', 'Server error. Silakan coba lagi nanti.'],
    [503, undefined, 'Server error. Silakan coba lagi nanti.'],
    [400, 'Data tidak valid. Silakan cek input Anda.', 'Data tidak valid. Silakan cek input Anda.'],
    [
      400,
      'Pesan maksimal 2000 karakter.',
      'Data tidak valid. Silakan cek input Anda. Pesan maksimal 2000 karakter.',
    ],
    [413, 'Ukuran file maksimal 10 MB.', 'Gagal mengirim pesan. Coba lagi. Ukuran file maksimal 10 MB.'],
    [404, undefined, 'Gagal mengirim pesan. Coba lagi.'],
    [401, 'User belum login!', 'User tidak ditemukan. Silakan login ulang.'],
  ])('status %i with %j → %s', (status, serverMessage, expected) => {
    expect(chatSendErrorText(status, serverMessage)).toBe(expected);
  });
});
