import { fileQuotaWaitMs, type FileQuota } from '@sehat/core/chat/file-quota';
import { storedLimits } from '@sehat/core/limits/rate-limits';
import { chatMessages } from '@sehat/core/chat/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { messages, uploads } from '../../db/schema/index';
import { isCounsellor } from './policy';
import type { AccountRow } from '../../platform/accounts/user-presenter';
import type { Db } from '../../platform/database/client';
import type { Tx } from '../../platform/database/transaction';
import { tooManyRequests } from '../../platform/http/errors';

export interface ChatFileQuota {
  /**
   * Refuses (429) a user's file of `bytes` past what they may send in 24 hours (ADR 185): the
   * early answer, before the body is read.
   */
  assertRoom(sender: AccountRow, bytes: number): Promise<void>;
  /**
   * The same check in the transaction that records the file, holding the sender's lock until it
   * commits: uploads sent in parallel are counted one after another (ADR 212).
   */
  claim(tx: Tx, sender: AccountRow, bytes: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatFileQuota: ChatFileQuota;
  }
}

const quota: FileQuota = {
  bytes: storedLimits.chatFileBytes.max,
  windowMs: storedLimits.chatFileBytes.windowMs,
};
const quotaMegabytes = quota.bytes / (1024 * 1024);
/** Any fixed number: with the sender's id, the advisory lock of recording their files. */
const FILE_QUOTA_LOCK = 0xf11e;

async function assertRoomIn(executor: Db, sender: AccountRow, bytes: number) {
  // Counsellors send files to many people; they are staff, not a flood risk.
  if (isCounsellor(sender)) return;
  const now = new Date();
  const sent = await executor
    .select({ bytes: uploads.size, sentAt: messages.createdAt })
    .from(messages)
    .innerJoin(uploads, eq(uploads.id, messages.uploadId))
    .where(and(eq(messages.senderId, sender.id), gt(messages.createdAt, new Date(+now - quota.windowMs))));
  const waitMs = fileQuotaWaitMs(sent, bytes, quota, now);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(chatMessages.fileQuotaReached(quotaMegabytes, seconds), seconds);
  }
}

export default fp(
  async (app) => {
    app.decorate('chatFileQuota', {
      assertRoom: (sender, bytes) => assertRoomIn(app.db, sender, bytes),
      async claim(tx, sender, bytes) {
        if (isCounsellor(sender)) return;
        await tx.execute(sql`select pg_advisory_xact_lock(${FILE_QUOTA_LOCK}, ${sender.id})`);
        await assertRoomIn(tx, sender, bytes);
      },
    } satisfies ChatFileQuota);
  },
  { name: 'chat-file-quota', dependencies: ['db'] },
);
