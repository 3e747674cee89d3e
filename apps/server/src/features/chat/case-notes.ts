import type { CaseNote, CaseNoteKind, CaseSummary, SummaryBody } from '@sehat/core/chat/case-notes';
import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatCaseSummaries, chatNotes, users, type ConversationRow } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { conversationChanged } from './triage';

interface Person {
  id: number;
  username: string;
}

interface NewCaseNote {
  kind: CaseNoteKind;
  text: string;
}

export interface ChatCaseNotes {
  /** Notes or whispers, oldest first, each with its author's name. */
  list(conversationId: number, kind: CaseNoteKind): Promise<CaseNote[]>;
  /**
   * Adds a note or a whisper and its audit entry (naming the conversation's person, never the
   * text); a whisper also tells every open inbox pane of the conversation, live.
   */
  add(author: Person, conversation: ConversationRow, person: Person, note: NewCaseNote): Promise<CaseNote>;
  /** The same inside the caller's transaction (e.g. a transfer's handover note). */
  addIn(
    tx: Tx,
    author: Person,
    conversation: ConversationRow,
    person: Person,
    note: NewCaseNote,
  ): Promise<number>;
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

    const list = async (conversationId: number, kind: CaseNoteKind, id?: number) => {
      const rows = await db
        .select({ note: chatNotes, fullName: users.fullName })
        .from(chatNotes)
        .leftJoin(users, eq(users.id, chatNotes.authorId))
        .where(
          and(
            eq(chatNotes.conversationId, conversationId),
            eq(chatNotes.kind, kind),
            id === undefined ? undefined : eq(chatNotes.id, id),
          ),
        )
        .orderBy(asc(chatNotes.id));
      return rows.map(({ note, fullName }) => ({
        id: note.id,
        text: note.body,
        author: counsellor(note.authorId, fullName),
        createdAt: note.createdAt.toISOString(),
      }));
    };

    const addIn: ChatCaseNotes['addIn'] = async (tx, author, conversation, person, { kind, text }) => {
      const [inserted] = await tx
        .insert(chatNotes)
        .values({ conversationId: conversation.id, kind, authorId: author.id, body: text })
        .returning({ id: chatNotes.id });
      await auditLog.record(tx, {
        actor: author,
        action: kind === 'whisper' ? 'chat.whisper_added' : 'chat.note_added',
        target: person,
        details: {},
      });
      if (kind === 'whisper') await app.liveEvents.append(tx, conversationChanged(conversation));
      return inserted!.id;
    };

    const notes: ChatCaseNotes = {
      list: (conversationId, kind) => list(conversationId, kind),
      addIn,
      async add(author, conversation, person, note) {
        const id = await db.transaction((tx) => addIn(tx, author, conversation, person, note));
        const [added] = await list(conversation.id, note.kind, id);
        return added!;
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
  { name: 'chat-case-notes', dependencies: ['db', 'audit-log', 'live-events'] },
);
