import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registerUser, type Account } from './helper';
import { injectAs } from './inject-as';
import { multipartBody } from './multipart';

/** The user's own conversation id (created on first use). */
export async function conversationOf(app: FastifyInstance, account: Account): Promise<number> {
  const response = await app.inject({ url: '/api/chat/conversation', headers: { cookie: account.cookie } });
  if (response.statusCode !== 200) throw new Error(`conversation failed: ${response.body}`);
  return response.json<{ conversation: { id: number } }>().conversation.id;
}

export function sendText(
  app: FastifyInstance,
  account: Account,
  conversationId: number,
  message: string,
  clientId: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    headers: { cookie: account.cookie },
    payload: { message, clientId },
  });
}

export async function sent(app: FastifyInstance, account: Account, conversationId: number, message: string) {
  const response = await sendText(app, account, conversationId, message);
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
  return response.json<{ message: { id: number; message: string } }>().message;
}

export async function listMessages(
  app: FastifyInstance,
  account: Account,
  conversationId: number,
  query = '',
) {
  const response = await app.inject({
    url: `/api/chat/conversations/${conversationId}/messages${query}`,
    headers: { cookie: account.cookie },
  });
  return response;
}

/** Sends a small PDF; throws unless it is stored. */
export async function sendPdf(
  app: FastifyInstance,
  account: Account,
  conversationId: number,
  clientId: string = randomUUID(),
): Promise<void> {
  const { payload, headers } = multipartBody({ clientId }, [
    {
      field: 'file',
      filename: 'a.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF'),
    },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    payload,
    headers: { ...headers, cookie: account.cookie },
  });
  if (response.statusCode !== 201) throw new Error(`file send failed: ${response.body}`);
}

/**
 * A new person writes `text`; `counsellor` takes the conversation and resolves it. The
 * person and the conversation's id, for reviews and debriefs.
 */
export async function resolvedConversation(app: FastifyInstance, text: string, counsellor: Account) {
  const person = await registerUser(app);
  const id = await conversationOf(app, person);
  await sent(app, person, id, text);
  const as = injectAs(app, counsellor);
  for (const change of [{ assigneeId: counsellor.id }, { status: 'resolved' }]) {
    const changed = await as('PATCH', `/api/admin/chat/conversations/${id}`, change);
    if (changed.statusCode !== 200) throw new Error(`conversation change failed: ${changed.body}`);
  }
  return { person, id };
}
