import type { SelftestQuestionBody } from '@sehat/core/selftest/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { selftestQuestions, type QuestionRow } from '../../db/schema/index';

export interface SelftestQuestionsRepository {
  /** Every question in test order. */
  list(): Promise<QuestionRow[]>;
  /** Appends a question at the end of the test. */
  create(body: SelftestQuestionBody): Promise<QuestionRow>;
  /** Undefined when there is no such question. Leaving `crisis` out keeps the current flag. */
  update(nomor: number, body: SelftestQuestionBody): Promise<QuestionRow | undefined>;
  /** False when there was no such question. */
  remove(nomor: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    selftestQuestions: SelftestQuestionsRepository;
  }
}

export const questionOrder = [asc(selftestQuestions.position), asc(selftestQuestions.nomor)];

export default fp(
  async (app) => {
    const { db } = app;
    const repository: SelftestQuestionsRepository = {
      list: () =>
        db
          .select()
          .from(selftestQuestions)
          .orderBy(...questionOrder),
      async create({ pertanyaan, kategori, crisis }) {
        const [row] = await db
          .insert(selftestQuestions)
          .values({
            pertanyaan,
            kategori,
            crisis: crisis ?? false,
            position: sql`(select coalesce(max(${selftestQuestions.position}), 0) + 1 from ${selftestQuestions})`,
          })
          .returning();
        return row!;
      },
      async update(nomor, { pertanyaan, kategori, crisis }) {
        const [row] = await db
          .update(selftestQuestions)
          .set({ pertanyaan, kategori, ...(crisis === undefined ? {} : { crisis }), updatedAt: sql`now()` })
          .where(eq(selftestQuestions.nomor, nomor))
          .returning();
        return row;
      },
      async remove(nomor) {
        const deleted = await db
          .delete(selftestQuestions)
          .where(eq(selftestQuestions.nomor, nomor))
          .returning({ nomor: selftestQuestions.nomor });
        return deleted.length > 0;
      },
    };
    app.decorate('selftestQuestions', repository);
  },
  { name: 'selftest-questions-repository', dependencies: ['db'] },
);
