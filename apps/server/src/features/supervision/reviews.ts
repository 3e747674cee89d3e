import type { Review, RubricScores } from '@sehat/core/supervision/rubric';
import { aliasedTable, asc, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatResolutions, chatReviews, users, type ConversationRow } from '../../db/schema/index';

export interface ChatReviews {
  /** The conversation's reviews, oldest first. */
  list(conversationId: number): Promise<Review[]>;
  /** Scores the conversation and, through it, its counsellor; audited without scores or comment. */
  add(
    reviewer: { id: number; username: string },
    conversation: ConversationRow,
    person: { id: number; username: string },
    body: { scores: RubricScores; comment: string | null },
  ): Promise<Review>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatReviews: ChatReviews;
  }
}

const reviewers = aliasedTable(users, 'reviewers');
const counsellors = aliasedTable(users, 'counsellors');

/** Supervisors' reviews of conversations against the rubric (issue 50 item 4, ADR 231). */
export default fp(
  async (app) => {
    const { db } = app;

    const read = async (conversationId: number, id?: number): Promise<Review[]> => {
      const rows = await db
        .select({ review: chatReviews, reviewer: reviewers.fullName, counsellor: counsellors.fullName })
        .from(chatReviews)
        .leftJoin(reviewers, eq(reviewers.id, chatReviews.reviewerId))
        .leftJoin(counsellors, eq(counsellors.id, chatReviews.counsellorId))
        .where(id === undefined ? eq(chatReviews.conversationId, conversationId) : eq(chatReviews.id, id))
        .orderBy(asc(chatReviews.id));
      const named = (staffId: number | null, fullName: string | null) =>
        staffId !== null && fullName !== null ? { id: staffId, fullName } : null;
      return rows.map(({ review: r, reviewer, counsellor }) => ({
        id: r.id,
        scores: {
          engagement: r.engagement,
          collaboration: r.collaboration,
          safetyAssessment: r.safetyAssessment,
        },
        comment: r.comment,
        reviewer: named(r.reviewerId, reviewer),
        counsellor: named(r.counsellorId, counsellor),
        resolutionId: r.resolutionId,
        createdAt: r.createdAt.toISOString(),
      }));
    };

    const reviews: ChatReviews = {
      list: (conversationId) => read(conversationId),
      async add(reviewer, conversation, person, { scores, comment }) {
        const id = await db.transaction(async (tx) => {
          // A resolved conversation's review scores its latest resolution; an open one's, the
          // work in progress of whoever holds it (a supervisor watching).
          const [resolution] =
            conversation.status === 'resolved'
              ? await tx
                  .select({ id: chatResolutions.id, counsellorId: chatResolutions.counsellorId })
                  .from(chatResolutions)
                  .where(eq(chatResolutions.conversationId, conversation.id))
                  .orderBy(desc(chatResolutions.id))
                  .limit(1)
              : [];
          const [row] = await tx
            .insert(chatReviews)
            .values({
              conversationId: conversation.id,
              resolutionId: resolution?.id ?? null,
              counsellorId: resolution ? resolution.counsellorId : conversation.assigneeId,
              reviewerId: reviewer.id,
              ...scores,
              comment,
            })
            .returning({ id: chatReviews.id });
          await app.auditLog.record(tx, {
            actor: reviewer,
            action: 'chat.reviewed',
            target: person,
            details: {},
          });
          return row!.id;
        });
        return (await read(conversation.id, id))[0]!;
      },
    };
    app.decorate('chatReviews', reviews);
  },
  { name: 'chat-reviews', dependencies: ['db', 'audit-log'] },
);
