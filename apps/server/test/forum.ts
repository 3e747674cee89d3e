import type { FastifyInstance } from 'fastify';
import type { ForumQuestion, ForumResponse } from '@sehat/core/forum/contract';
import type { Account } from './helper';

/** Asks a question as `account` through the API; throws unless it was created. */
export async function askQuestion(
  app: FastifyInstance,
  account: Account,
  body: { title?: string; desc?: string; tag?: string | null } = {},
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
): Promise<ForumResponse> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/forum/questions/${questionId}/responses`,
    headers: { cookie: account.cookie },
    payload: { text },
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
