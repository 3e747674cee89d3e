import { adminJournalMessages, journalMessages } from '@sehat/core/education/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error';
import { journalErrorMessage } from './journal-error';

describe('journalErrorMessage', () => {
  it("follows 'Gagal …' with the server's reason", () => {
    const error = new ApiError(404, 'NOT_FOUND', journalMessages.notFound);
    expect(
      journalErrorMessage(error, adminJournalMessages.updateFailed, adminJournalMessages.updateNetwork),
    ).toBe(`Gagal mengupdate jurnal: ${journalMessages.notFound}`);
  });

  it("says 'Terjadi kesalahan saat …' when the server was not reached", () => {
    expect(
      journalErrorMessage(
        new ApiError(0, 'HTTP_0', 'x'),
        adminJournalMessages.deleteFailed,
        adminJournalMessages.deleteNetwork,
      ),
    ).toBe('Terjadi kesalahan saat menghapus jurnal');
    expect(
      journalErrorMessage(
        new TypeError('boom'),
        adminJournalMessages.addFailed,
        adminJournalMessages.addNetwork,
      ),
    ).toBe('Terjadi kesalahan saat menambahkan jurnal');
  });
});
