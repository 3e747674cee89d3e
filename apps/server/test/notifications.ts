import type { FastifyInstance } from 'fastify';
import type { NotificationPage } from '@sehat/core/notifications/schemas';
import type { Account } from './helper';

/** The account's notifications page (`query` e.g. '?limit=2'); throws unless 200. */
export async function notificationsOf(
  app: FastifyInstance,
  account: Account,
  query = '',
): Promise<NotificationPage> {
  const response = await app.inject({
    url: `/api/notifications${query}`,
    headers: { cookie: account.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`notifications failed: ${response.body}`);
  return response.json<NotificationPage>();
}

/** Marks the account's notifications read (`ids`, or all); returns the raw reply. */
export function markRead(app: FastifyInstance, account: Account | null, ids?: number[]) {
  return app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: account ? { cookie: account.cookie } : {},
    payload: ids ? { ids } : {},
  });
}
