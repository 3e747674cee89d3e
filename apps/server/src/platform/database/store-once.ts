import { commonMessages } from '@sehat/core/messages';
import { conflict } from '../http/errors';
import { pgErrorOf, UNIQUE_VIOLATION } from './pg-error';

/** What a submission route stores, and whether it was there already (a resend). */
export interface StoredOnce<Row> {
  row: Row;
  resent: boolean;
}

/**
 * Stores a submission once per device id (`clientId`): a device that sends it again (its queue
 * after being offline, an answer lost on the way) gets the row stored the first time. The id
 * belongs to whoever used it first: another account, or a visitor for an account, gets a 409.
 * Two sends at once meet at the unique index; the loser reads the winner's row.
 */
export async function storeOnce<Row extends { userId: number | null }>(
  { clientId, userId }: { clientId: string | undefined; userId: number | null },
  find: (clientId: string) => Promise<Row | undefined>,
  store: () => Promise<Row>,
): Promise<StoredOnce<Row>> {
  if (clientId === undefined) return { row: await store(), resent: false };
  const earlier = (row: Row): StoredOnce<Row> => {
    if (row.userId !== userId) throw conflict('CLIENT_ID_REUSED', commonMessages.clientIdReused);
    return { row, resent: true };
  };
  const found = await find(clientId);
  if (found) return earlier(found);
  try {
    return { row: await store(), resent: false };
  } catch (error) {
    if (pgErrorOf(error)?.code !== UNIQUE_VIOLATION) throw error;
    const raced = await find(clientId);
    if (!raced) throw error;
    return earlier(raced);
  }
}
