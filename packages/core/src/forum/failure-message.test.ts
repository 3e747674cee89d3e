import { describe, expect, it } from 'vitest';
import { forumMessages } from './messages';
import { forumFailureMessage } from './failure-message';

describe('forumFailureMessage', () => {
  it('appends the server reason', () => {
    expect(
      forumFailureMessage(forumMessages.voteFailed, { network: false, message: 'Respon tidak ditemukan!' }),
    ).toBe('Gagal memberikan vote: Respon tidak ditemukan!');
  });

  it('falls back to "Terjadi kesalahan" when the server gave no reason', () => {
    expect(forumFailureMessage(forumMessages.deleteResponseFailed, { network: false, message: ' ' })).toBe(
      'Gagal menghapus respon: Terjadi kesalahan',
    );
  });

  it('gives the retry hint when the server could not be reached', () => {
    expect(forumFailureMessage(forumMessages.deleteResponseFailed, { network: true })).toBe(
      'Gagal menghapus respon. Silakan coba lagi.',
    );
    expect(forumFailureMessage(forumMessages.createQuestionFailed, { network: true })).toBe(
      'Gagal membuat pertanyaan. Silakan coba lagi.',
    );
  });
});
