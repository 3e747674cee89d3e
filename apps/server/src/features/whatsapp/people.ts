import { userLimits } from '@sehat/core/user/limits';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { conversations, users, whatsappContacts, type ConversationRow } from '../../db/schema/index';
import type { AccountRow } from '../../platform/accounts/user-presenter';

export interface WhatsappPerson {
  account: AccountRow;
  conversation: ConversationRow;
  /** The number wrote for the first time: its account and conversation were made now. */
  created: boolean;
}

export interface WhatsappPeople {
  /** The person behind a number, with their one conversation; made on their first message. */
  personOf(phone: string, profileName: string | undefined): Promise<WhatsappPerson>;
  /** Their number and last message time, for a conversation's user (none for a web account). */
  contactOf(userId: number): Promise<{ phone: string; lastInboundAt: Date | null } | undefined>;
  /** The person wrote now: their 24-hour window starts again. */
  wroteAt(userId: number, at: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsappPeople: WhatsappPeople;
  }
}

/**
 * An account made for a number (ADR 227): no password (an empty hash matches none, so it
 * cannot log in), an address under `.invalid` that no mail reaches and that is never verified,
 * and a username and name that do not show the number.
 */
const newAccount = (profileName: string | undefined) => {
  const key = randomBytes(8).toString('hex');
  return {
    username: `wa_${key}`,
    email: `${key}@whatsapp.invalid`,
    fullName: profileName?.trim().slice(0, userLimits.fullNameMax) || whatsappMessages.personName,
    passwordHash: '',
  };
};

export default fp(
  async (app) => {
    const { db } = app;
    const people: WhatsappPeople = {
      personOf(phone, profileName) {
        return db.transaction(async (tx) => {
          // Two deliveries of one new number at once: the second waits and finds the first's.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`whatsapp:${phone}`}))`);
          const [known] = await tx
            .select({ userId: whatsappContacts.userId })
            .from(whatsappContacts)
            .where(eq(whatsappContacts.phone, phone));
          let userId = known?.userId;
          if (userId === undefined) {
            const [made] = await tx.insert(users).values(newAccount(profileName)).returning({ id: users.id });
            userId = made!.id;
            await tx.insert(whatsappContacts).values({ userId, phone });
          }
          const [opened] = await tx
            .insert(conversations)
            .values({ userId, channel: 'whatsapp' })
            .onConflictDoNothing({ target: conversations.userId })
            .returning();
          const conversation =
            opened ?? (await tx.select().from(conversations).where(eq(conversations.userId, userId)))[0]!;
          const { passwordHash: _hash, ...account } = (
            await tx.select().from(users).where(eq(users.id, userId))
          )[0]!;
          return { account, conversation, created: known === undefined };
        });
      },
      async contactOf(userId) {
        const [row] = await db
          .select({ phone: whatsappContacts.phone, lastInboundAt: whatsappContacts.lastInboundAt })
          .from(whatsappContacts)
          .where(eq(whatsappContacts.userId, userId));
        return row;
      },
      async wroteAt(userId, at) {
        await db
          .update(whatsappContacts)
          .set({ lastInboundAt: at })
          .where(eq(whatsappContacts.userId, userId));
      },
    };
    app.decorate('whatsappPeople', people);
  },
  { name: 'whatsapp-people', dependencies: ['db'] },
);
