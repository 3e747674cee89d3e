import { ApiError } from '#web/lib/api-error';

/**
 * The admin journal screen's error line (spec §8): 'Terjadi kesalahan saat …' when the server
 * could not be reached, otherwise 'Gagal …' followed by the server's reason.
 */
export function journalErrorMessage(error: unknown, failed: string, network: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return network;
  return `${failed}: ${error.message}`;
}
