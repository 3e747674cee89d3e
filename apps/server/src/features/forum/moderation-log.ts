import { desc, eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { forumModerationLog, forumQuestions, forumResponses, users } from '../../db/schema/index';
import type { LogRow } from './moderation-presenter';

export interface ModerationLogList {
  /** Newest first, `limit` at a time, after the entry with id `beforeId`. */
  list(page: { limit: number; beforeId?: number | undefined }): Promise<LogRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    moderationLog: ModerationLogList;
  }
}

const log = forumModerationLog;

/** What the item says today, while it exists; the log itself never copies content. */
const liveExcerpt = sql<string | null>`case
  when ${log.action} like '%_question' then
    (select left(${forumQuestions.title}, 200) from ${forumQuestions} where ${forumQuestions.id} = ${log.targetId})
  else
    (select left(${forumResponses.text}, 200) from ${forumResponses} where ${forumResponses.id} = ${log.targetId})
  end`;

export default fp(
  async (app) => {
    const moderationLog: ModerationLogList = {
      async list({ limit, beforeId }) {
        const rows = await app.db
          .select({
            id: log.id,
            action: log.action,
            targetId: log.targetId,
            questionId: log.questionId,
            adminId: log.adminId,
            adminUsername: log.adminUsername,
            createdAt: log.createdAt,
            excerpt: liveExcerpt,
            authorId: users.id,
            authorUsername: users.username,
            authorPhotoPath: users.photoPath,
          })
          .from(log)
          .leftJoin(users, eq(users.id, log.authorId))
          .where(beforeId ? lt(log.id, beforeId) : undefined)
          .orderBy(desc(log.id))
          .limit(limit + 1);
        return rows.map(({ authorId, authorUsername, authorPhotoPath, ...row }) => ({
          ...row,
          author:
            authorId !== null && authorUsername !== null
              ? { id: authorId, username: authorUsername, photoPath: authorPhotoPath }
              : null,
        }));
      },
    };
    app.decorate('moderationLog', moderationLog);
  },
  { name: 'moderation-log', dependencies: ['db'] },
);
