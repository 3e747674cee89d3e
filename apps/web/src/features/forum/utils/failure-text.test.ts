import { describe, expect, it } from 'vitest';
import { forumMessages } from '@sehat/core/forum/messages';
import { ApiError } from '#web/lib/api-error';
import { failureText } from './failure-text';

describe('failureText', () => {
  it("appends the server's message", () => {
    const error = new ApiError(403, 'FORBIDDEN', forumMessages.ownVote);
    expect(failureText(forumMessages.voteFailed, error)).toBe(
      'Gagal memberikan vote: Anda tidak bisa vote respon Anda sendiri!',
    );
  });

  it('gives the retry hint when the server was not reached', () => {
    expect(failureText(forumMessages.voteFailed, new ApiError(0, 'HTTP_0', 'offline'))).toBe(
      'Gagal memberikan vote. Silakan coba lagi.',
    );
  });

  it('says "Terjadi kesalahan" for anything that is not an API error', () => {
    expect(failureText(forumMessages.deleteResponseFailed, new Error('boom'))).toBe(
      'Gagal menghapus respon: Terjadi kesalahan',
    );
  });
});
