import { chatMessages } from '@sehat/core/chat/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error';
import { adminErrorMessage, userSendErrorMessage } from './send-error';

describe('chat error messages', () => {
  it('maps failed sends to the spec texts for the popup', () => {
    expect(userSendErrorMessage(new ApiError(0, 'HTTP_0', ''))).toBe(chatMessages.sendNoConnection);
    expect(
      userSendErrorMessage(new ApiError(500, 'INTERNAL', 'Server error. Silakan coba lagi nanti.')),
    ).toBe(chatMessages.sendServerError);
    expect(userSendErrorMessage(new ApiError(400, 'INVALID_INPUT', 'Pesan tidak boleh kosong.'))).toBe(
      `${chatMessages.sendInvalid} Pesan tidak boleh kosong.`,
    );
    expect(userSendErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'User belum login!'))).toBe(
      chatMessages.userMissing,
    );
    expect(userSendErrorMessage(new Error('boom'))).toBe(chatMessages.sendFailed);
  });

  it('says the admin is missing for a 401 in the inbox, else the given text', () => {
    expect(adminErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'x'), chatMessages.adminSendFailed)).toBe(
      chatMessages.adminMissing,
    );
    expect(adminErrorMessage(new ApiError(500, 'INTERNAL', 'x'), chatMessages.adminSendFailed)).toBe(
      chatMessages.adminSendFailed,
    );
  });
});
