import { chatLimits } from '@sehat/core/chat/limits';
import type { ChatTypingEvent } from '@sehat/core/chat/schemas';
import fp from 'fastify-plugin';
import type { ConversationRow } from '../../db/schema/index';
import { senderRoleOf } from './policy';
import type { AccountRow } from '../../platform/accounts/user-presenter';
import { parseAudience, type Audience } from '../../platform/realtime/audience';
import { notify } from '../../platform/realtime/event-bus';

export const CHAT_TYPING_CHANNEL = 'chat_typing';

/** The NOTIFY payload: who may see it (the conversation's audience), minus the typist. */
export interface TypingSignal extends ChatTypingEvent {
  audience: Audience;
  senderId: number;
}

export function parseTypingSignal(payload: string): TypingSignal | null {
  try {
    const signal = JSON.parse(payload) as Partial<TypingSignal>;
    const audience = parseAudience(signal.audience);
    const { conversationId, role, senderId } = signal;
    const ok =
      typeof conversationId === 'number' &&
      typeof senderId === 'number' &&
      (role === 'user' || role === 'admin');
    return ok && audience ? { conversationId, role, senderId, audience } : null;
  } catch {
    return null;
  }
}

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
        const signal: TypingSignal = {
          conversationId: conversation.id,
          role: senderRoleOf(typist),
          audience: { kind: 'conversation', userId: conversation.userId },
          senderId: typist.id,
        };
        await notify(app.db, CHAT_TYPING_CHANNEL, JSON.stringify(signal));
      },
    } satisfies ChatTyping);
  },
  { name: 'chat-typing', dependencies: ['db', 'event-bus'] },
);
