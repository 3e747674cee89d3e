import { chatLimits } from '@sehat/core/chat/limits';
import fp from 'fastify-plugin';
import type { ConversationRow } from '../../db/schema/index';
import { senderRoleOf } from './policy';
import type { AccountRow } from '../../platform/accounts/user-presenter';
import { sendLiveSignal } from '../../platform/realtime/signals';

export interface ChatTyping {
  /** Tells the other side's open streams, on every instance; nothing is stored. */
  announce(conversation: ConversationRow, typist: AccountRow): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatTyping: ChatTyping;
  }
}

/** Signals closer together than this from one typist are dropped (clients send one per 3 s). */
const MIN_GAP_MS = chatLimits.typingSignalMs / 2;

export default fp(
  async (app) => {
    const lastSent = new Map<string, number>();
    const sweep = setInterval(() => {
      const stale = Date.now() - chatLimits.typingShownMs;
      for (const [key, at] of lastSent) if (at < stale) lastSent.delete(key);
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    app.decorate('chatTyping', {
      async announce(conversation, typist) {
        const key = `${typist.id}:${conversation.id}`;
        const now = Date.now();
        if (now - (lastSent.get(key) ?? 0) < MIN_GAP_MS) return;
        lastSent.set(key, now);
        await sendLiveSignal(app.db, {
          type: 'typing',
          data: { conversationId: conversation.id, role: senderRoleOf(typist) },
          userId: conversation.userId,
          senderId: typist.id,
        });
      },
    } satisfies ChatTyping);
  },
  { name: 'chat-typing', dependencies: ['db', 'event-bus'] },
);
