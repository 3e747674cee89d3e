import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { conversations, users, whatsappContacts } from '../../db/schema/index';
import type { Db } from '../../platform/database/client';

export interface WhatsappLinking {
  /**
   * Puts the number on the member's account: what it wrote before joins their conversation and
   * the account made for it goes. `taken` when the number or the member is linked elsewhere.
   */
  link(phone: string, memberId: number): Promise<'linked' | 'numberTaken' | 'memberLinked'>;
  /** The member's number and since when, for their profile and export (none while unlinked). */
  linkOf(userId: number): Promise<{ phone: string; linkedAt: Date } | undefined>;
  /** Takes the number off the member's account; their messages stay in their conversation. */
  unlink(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsappLinking: WhatsappLinking;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Tables whose rows belong to a conversation's case and move with the number's history. */
const caseTables = [
  'chat_messages',
  'chat_risk_signals',
  'chat_notes',
  'chat_escalations',
  'chat_resolutions',
  'chat_ratings',
];

/**
 * The number's own account's conversation joins the member's (ADR 233): the case rows move over,
 * the waiting time and risk state keep the more urgent of the two, and its summary moves when
 * the member's conversation has none.
 */
async function mergeConversation(tx: Tx, from: number, into: number) {
  for (const table of caseTables) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set conversation_id = ${into} where conversation_id = ${from}`,
    );
  }
  await tx.execute(sql`
    update chat_case_summaries set conversation_id = ${into}
    where conversation_id = ${from} and not exists (select 1 from chat_case_summaries where conversation_id = ${into})`);
  await tx.execute(sql`
    update conversations as m set
      status = case when w.status = 'open' then 'open' else m.status end,
      last_message_at = greatest(m.last_message_at, w.last_message_at),
      awaiting_since = least(m.awaiting_since, w.awaiting_since),
      first_response_due_at = least(m.first_response_due_at, w.first_response_due_at),
      risk_signal_id = greatest(m.risk_signal_id, w.risk_signal_id),
      assignee_id = coalesce(m.assignee_id, w.assignee_id)
    from conversations as w
    where m.id = ${into} and w.id = ${from}`);
}

export default fp(
  async (app) => {
    const { db } = app;
    const linking: WhatsappLinking = {
      link: (phone, memberId) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`whatsapp:${phone}`}))`);
          const [contact] = await tx.select().from(whatsappContacts).where(eq(whatsappContacts.phone, phone));
          if (contact?.userId === memberId) return 'linked' as const;
          if (contact?.linkedAt) return 'numberTaken' as const;
          const [own] = await tx
            .select({ userId: whatsappContacts.userId })
            .from(whatsappContacts)
            .where(eq(whatsappContacts.userId, memberId));
          if (own) return 'memberLinked' as const;
          const now = new Date();
          if (!contact) {
            await tx
              .insert(whatsappContacts)
              .values({ userId: memberId, phone, lastInboundAt: now, linkedAt: now });
          } else {
            const placeholder = contact.userId;
            const [theirs] = await tx
              .select()
              .from(conversations)
              .where(eq(conversations.userId, placeholder));
            const [mine] = await tx.select().from(conversations).where(eq(conversations.userId, memberId));
            if (theirs && mine) await mergeConversation(tx, theirs.id, mine.id);
            else if (theirs)
              await tx.update(conversations).set({ userId: memberId }).where(eq(conversations.id, theirs.id));
            await tx.execute(
              sql`update chat_messages set sender_id = ${memberId} where sender_id = ${placeholder}`,
            );
            await tx.execute(sql`update uploads set user_id = ${memberId} where user_id = ${placeholder}`);
            await tx
              .update(whatsappContacts)
              .set({ userId: memberId, linkedAt: now, lastInboundAt: now })
              .where(eq(whatsappContacts.phone, phone));
            // An account made for the number, never a person's own: it has no password.
            await tx.delete(users).where(and(eq(users.id, placeholder), eq(users.passwordHash, '')));
          }
          await tx
            .update(conversations)
            .set({ channel: 'whatsapp' })
            .where(eq(conversations.userId, memberId));
          return 'linked' as const;
        }),
      async linkOf(userId) {
        const [row] = await db
          .select({ phone: whatsappContacts.phone, linkedAt: whatsappContacts.linkedAt })
          .from(whatsappContacts)
          .where(eq(whatsappContacts.userId, userId));
        return row?.linkedAt ? { phone: row.phone, linkedAt: row.linkedAt } : undefined;
      },
      async unlink(userId) {
        await db.transaction(async (tx) => {
          const removed = await tx
            .delete(whatsappContacts)
            .where(and(eq(whatsappContacts.userId, userId), sql`${whatsappContacts.linkedAt} is not null`))
            .returning({ userId: whatsappContacts.userId });
          if (removed.length)
            await tx.update(conversations).set({ channel: 'web' }).where(eq(conversations.userId, userId));
        });
      },
    };
    app.decorate('whatsappLinking', linking);
  },
  { name: 'whatsapp-linking', dependencies: ['db'] },
);
