import { inArray, type SQL } from 'drizzle-orm';
import { messages, uploads } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';

/**
 * Deletes the chat messages matching `where` and the uploads of their files, inside the
 * caller's transaction; returns the files' paths, to remove once it has committed. The
 * uploads are the ones of exactly the messages deleted, even while others are being sent.
 * Used by the retention sweep and by a user deleting their own history.
 */
export async function purgeChatMessages(tx: Tx, where: SQL): Promise<string[]> {
  const gone = await tx.delete(messages).where(where).returning({ uploadId: messages.uploadId });
  const uploadIds = gone.flatMap((message) => (message.uploadId === null ? [] : [message.uploadId]));
  if (!uploadIds.length) return [];
  const files = await tx
    .delete(uploads)
    .where(inArray(uploads.id, uploadIds))
    .returning({ path: uploads.path });
  return files.map((file) => file.path);
}
