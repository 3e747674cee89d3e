import {
  cannedResponseLimits,
  type CannedResponse,
  type CannedResponseBody,
} from '@sehat/core/chat/canned-responses';
import { cannedResponseMessages } from '@sehat/core/chat/messages';
import { asc, count, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { cannedResponses } from '../../db/schema/index';
import { conflict } from '../../platform/http/errors';

export interface CannedResponsesRepository {
  /** Every prepared answer, by title. */
  list(): Promise<CannedResponse[]>;
  /** Adds one; refused with a 409 once `countMax` exist. */
  create(body: CannedResponseBody): Promise<CannedResponse>;
  update(id: number, body: CannedResponseBody): Promise<CannedResponse | undefined>;
  remove(id: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cannedResponses: CannedResponsesRepository;
  }
}

/** Any fixed number: two admins adding at once cannot both pass the cap. */
const CREATE_LOCK_ID = 7_418_274;

/** What the API shows of an answer. */
const columns = { id: cannedResponses.id, title: cannedResponses.title, text: cannedResponses.text };

export default fp(
  async (app) => {
    const { db } = app;
    const repository: CannedResponsesRepository = {
      list: () =>
        db.select(columns).from(cannedResponses).orderBy(asc(cannedResponses.title), asc(cannedResponses.id)),
      create: (body) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK_ID})`);
          const [existing] = await tx.select({ n: count() }).from(cannedResponses);
          if ((existing?.n ?? 0) >= cannedResponseLimits.countMax) {
            throw conflict(
              'CANNED_RESPONSES_FULL',
              cannedResponseMessages.tooMany(cannedResponseLimits.countMax),
            );
          }
          const [row] = await tx.insert(cannedResponses).values(body).returning(columns);
          return row!;
        }),
      async update(id, body) {
        const [row] = await db
          .update(cannedResponses)
          .set({ ...body, updatedAt: sql`now()` })
          .where(eq(cannedResponses.id, id))
          .returning(columns);
        return row;
      },
      async remove(id) {
        const gone = await db
          .delete(cannedResponses)
          .where(eq(cannedResponses.id, id))
          .returning({ id: cannedResponses.id });
        return gone.length > 0;
      },
    };
    app.decorate('cannedResponses', repository);
  },
  { name: 'chat-canned-responses', dependencies: ['db'] },
);
