import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { forumQuestions, forumResponses, forumVotes } from '../../db/schema/index';

const iso = (date: Date) => date.toISOString();

/** The person's questions, responses and votes, anonymous ones included, in the data export. */
export default fp(
  async (app) => {
    const { db } = app;
    app.dataExporter.section('forum', async (user) => {
      const [questions, responses, votes] = await Promise.all([
        db
          .select()
          .from(forumQuestions)
          .where(eq(forumQuestions.userId, user.id))
          .orderBy(asc(forumQuestions.id)),
        db
          .select()
          .from(forumResponses)
          .where(eq(forumResponses.userId, user.id))
          .orderBy(asc(forumResponses.id)),
        db.select().from(forumVotes).where(eq(forumVotes.userId, user.id)).orderBy(asc(forumVotes.createdAt)),
      ]);
      return {
        questions: questions.map((row) => ({
          id: row.id,
          title: row.title,
          desc: row.description,
          tag: row.tag,
          anonymous: row.anonymous,
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
        responses: responses.map((row) => ({
          id: row.id,
          questionId: row.questionId,
          text: row.text,
          anonymous: row.anonymous,
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
        votes: votes.map((row) => ({ responseId: row.responseId, createdAt: iso(row.createdAt) })),
      };
    });
  },
  { name: 'forum-export', dependencies: ['db', 'data-export'] },
);
