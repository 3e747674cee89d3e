import { describe, expect, it } from 'vitest';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { ApiError } from '#web/lib/api-error';
import { actionErrorMessage } from './action-error';

describe('actionErrorMessage', () => {
  it("follows the spec's failure text with the server's message", () => {
    const conflict = new ApiError(409, 'USERNAME_TAKEN', authMessages.usernameTaken);
    expect(actionErrorMessage(conflict, adminUserMessages.createFailed)).toBe(
      `Gagal menambah user: ${authMessages.usernameTaken}`,
    );
  });

  it("says 'Gagal koneksi ke server' when the server cannot be reached", () => {
    expect(actionErrorMessage(new ApiError(0, 'HTTP_0', 'x'), adminUserMessages.updateFailed)).toBe(
      'Gagal koneksi ke server',
    );
  });

  it('falls back to the bare text for anything else', () => {
    expect(actionErrorMessage(new Error('boom'), adminUserMessages.deleteFailed)).toBe(
      'Gagal menghapus user',
    );
  });
});
