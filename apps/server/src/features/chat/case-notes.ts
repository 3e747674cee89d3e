import type { CaseNote, CaseSummary, NoteBody, SummaryBody } from '@sehat/core/chat/case-notes';
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatCaseSummaries, chatNotes, users, type ConversationRow } from '../../db/schema/index';

interface Person {
  id: number;
  username: string;
}

export interface ChatCaseNotes {
  /** Oldest first, each with its author's name. */
  list(conversationId: number): Promise<CaseNote[]>;
  /** Adds a note and its audit entry (naming the conversation's person, never the text). */
  add(author: Person, conversation: ConversationRow, person: Person, body: NoteBody): Promise<CaseNote>;
  summary(conversationId: number): Promise<CaseSummary | null>;
  /** Replaces the summary, audited the same way. */
  saveSummary(
    author: Person,
    conversation: ConversationRow,
    person: Person,
    body: SummaryBody,
  ): Promise<CaseSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatCaseNotes: ChatCaseNotes;
  }
}

const counsellor = (id: number | null, fullName: string | null) =>
  id !== null && fullName !== null ? { id, fullName } : null;

/** The counsellors' private notes and case summary of a conversation (ADR 195). */
export default fp(
  async (app) => {
    const { db, auditLog } = app;

    const summaryOf = async (conversationId: number): Promise<CaseSummary | null> => {
      const [row] = await db
        .select({ summary: chatCaseSummaries, fullName: users.fullName })
        .from(chatCaseSummaries)
        .leftJoin(users, eq(users.id, chatCaseSummaries.updatedBy))
        .where(eq(chatCaseSummaries.conversationId, conversationId));
      if (!row) return null;
      const { summary, fullName } = row;
      return {
        riskLevel: summary.riskLevel,
        referralMade: summary.referralMade,
        followUp: summary.followUp,
        updatedBy: counsellor(summary.updatedBy, fullName),
        updatedAt: summary.updatedAt.toISOString(),
      };
    };

    const notes: ChatCaseNotes = {
      async list(conversationId) {
        const rows = await db
          .select({ note: chatNotes, fullName: users.fullName })
          .from(chatNotes)
          .leftJoin(users, eq(users.id, chatNotes.authorId))
          .where(eq(chatNotes.conversationId, conversationId))
          .orderBy(asc(chatNotes.id));
        return rows.map(({ note, fullName }) => ({
          id: note.id,
          text: note.body,
          author: counsellor(note.authorId, fullName),
          createdAt: note.createdAt.toISOString(),
        }));
      },
      async add(author, conversation, person, body) {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(chatNotes)
            .values({ conversationId: conversation.id, authorId: author.id, body: body.text })
            .returning();
          await auditLog.record(tx, {
            actor: author,
            action: 'chat.note_added',
            target: person,
            details: {},
          });
          return inserted!;
        });
        const [writer] = await db
          .select({ fullName: users.fullName })
          .from(users)
          .where(eq(users.id, author.id));
        return {
          id: row.id,
          text: row.body,
          author: counsellor(author.id, writer?.fullName ?? null),
          createdAt: row.createdAt.toISOString(),
        };
      },
      summary: summaryOf,
      async saveSummary(author, conversation, person, body) {
        await db.transaction(async (tx) => {
          const values = { ...body, updatedBy: author.id, updatedAt: new Date() };
          await tx
            .insert(chatCaseSummaries)
            .values({ conversationId: conversation.id, ...values })
            .onConflictDoUpdate({ target: chatCaseSummaries.conversationId, set: values });
          await auditLog.record(tx, {
            actor: author,
            action: 'chat.summary_updated',
            target: person,
            details: {},
          });
        });
        return (await summaryOf(conversation.id))!;
      },
    };
    app.decorate('chatCaseNotes', notes);
  },
  { name: 'chat-case-notes', dependencies: ['db', 'audit-log'] },
);
