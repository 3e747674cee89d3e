import type { FastifyInstance } from 'fastify';
import type { ForumQuestion, ForumResponse } from '@sehat/core/forum/contract';
import { inArray, sql } from 'drizzle-orm';
import { users } from '../src/db/schema/index';
import { registerUser, type Account } from './helper';

/** `n` new accounts, registered `ageDays` ago as their standing sees it (ADR 184). */
export async function accountsAged(app: FastifyInstance, n: number, ageDays: number): Promise<Account[]> {
  const made = await Promise.all(Array.from({ length: n }, () => registerUser(app)));
  if (ageDays > 0) {
    await app.db
      .update(users)
      .set({ createdAt: sql`now() - ${ageDays} * interval '1 day'` })
      .where(
        inArray(
          users.id,
          made.map((account) => account.id),
        ),
      );
  }
  return made;
}

/** Asks a question as `account` through the API; throws unless it was created. */
export async function askQuestion(
  app: FastifyInstance,
  account: Account,
  body: { title?: string; desc?: string; tag?: string | null; anonymous?: boolean } = {},
): Promise<ForumQuestion> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/forum/questions',
    headers: { cookie: account.cookie },
    payload: { title: 'Sulit tidur setiap malam', desc: 'Sudah dua minggu saya sulit tidur.', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`ask failed: ${response.body}`);
  return response.json<{ question: ForumQuestion }>().question;
}

/** Responds to a question as `account` through the API; throws unless it was created. */
export async function respondTo(
  app: FastifyInstance,
  account: Account,
  questionId: number,
  text = 'Coba atur jadwal tidur yang teratur.',
  anonymous = false,
): Promise<ForumResponse> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/forum/questions/${questionId}/responses`,
    headers: { cookie: account.cookie },
    payload: { text, anonymous },
  });
  if (response.statusCode !== 201) throw new Error(`respond failed: ${response.body}`);
  return response.json<{ response: ForumResponse }>().response;
}

/** Toggles `account`'s vote on a response; returns the raw reply. */
export function toggleVote(app: FastifyInstance, account: Account | null, responseId: number) {
  return app.inject({
    method: 'PUT',
    url: `/api/forum/responses/${responseId}/vote`,
    headers: account ? { cookie: account.cookie } : {},
  });
}

/** Reports a question or response as `account` (or a visitor); returns the raw reply. */
export function report(
  app: FastifyInstance,
  account: Account | null,
  kind: 'question' | 'response',
  id: number,
  body: { reason?: string; note?: string } = { reason: 'spam' },
) {
  return app.inject({
    method: 'POST',
    url: `/api/forum/${kind}s/${id}/reports`,
    headers: account ? { cookie: account.cookie } : {},
    payload: body,
  });
}

/** An admin's moderation decision; returns the raw reply. */
export function moderate(
  app: FastifyInstance,
  account: Account | null,
  kind: 'question' | 'response',
  id: number,
  action: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/moderation/${kind}/${id}`,
    headers: account ? { cookie: account.cookie } : {},
    payload: { action },
  });
}
