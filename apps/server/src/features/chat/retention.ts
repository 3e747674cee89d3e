import { retentionCutoff } from '@sehat/core/privacy/retention';
import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatEvents, chatResultShares, messages } from '../../db/schema/index';
import { purgeChatMessages } from './purge-messages';

/**
 * With CHAT_RETENTION_DAYS set, the hourly sweep deletes older chat messages with their files,
 * the events that carried them and the results shared in the chat.
 */
export default fp<{ days: number | null }>(
  async (app, { days }) => {
    if (days === null) return;
    app.housekeeping.task('chat-retention', async (tx, now) => {
      const cutoff = retentionCutoff(now, days);
      const files = await purgeChatMessages(tx, lt(messages.createdAt, cutoff));
      await tx.delete(chatEvents).where(lt(chatEvents.createdAt, cutoff));
      await tx.delete(chatResultShares).where(lt(chatResultShares.sharedAt, cutoff));
      return files;
    });
  },
  { name: 'chat-retention', dependencies: ['housekeeping'] },
);
