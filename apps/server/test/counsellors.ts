import type { Counsellor, PresenceUpdate } from '@sehat/core/chat/counsellor-service';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../src/platform/database/rows';
import type { Account } from './helper';

/** `PUT /api/admin/presence` as `account`; the raw reply. */
export function putPresence(app: FastifyInstance, account: Account | null, body: PresenceUpdate | object) {
  return app.inject({
    method: 'PUT',
    url: '/api/admin/presence',
    payload: body,
    headers: account ? { cookie: account.cookie } : {},
  });
}

/** Sets `account`'s presence; throws unless 200. */
export async function setPresence(app: FastifyInstance, account: Account, body: PresenceUpdate) {
  const response = await putPresence(app, account, body);
  if (response.statusCode !== 200) throw new Error(`presence failed: ${response.body}`);
  return response.json<{ presence: string }>().presence;
}

/** The team as `viewer` sees it in the inbox, by id. */
export async function teamOf(app: FastifyInstance, viewer: Account): Promise<Map<number, Counsellor>> {
  const response = await app.inject({
    url: '/api/admin/chat/counsellors',
    headers: { cookie: viewer.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`counsellors failed: ${response.body}`);
  const { counsellors } = response.json<{ counsellors: Counsellor[] }>();
  return new Map(counsellors.map((c) => [c.id, c]));
}

/** Moves a presence column into the past, as time passing would (tests cannot wait 75 s). */
export async function lapse(app: FastifyInstance, account: Account, column: 'seen_until' | 'active_until') {
  await app.db.execute(
    sql`update counsellor_presence set ${sql.identifier(column)} = now() - interval '1 second' where user_id = ${account.id}`,
  );
}

/** The conversation's holder id, straight from the table. */
export async function assigneeOf(app: FastifyInstance, conversationId: number): Promise<number | null> {
  const result = await app.db.execute(
    sql`select assignee_id from conversations where id = ${conversationId}`,
  );
  return rowsOf<{ assignee_id: number | null }>(result)[0]!.assignee_id;
}
