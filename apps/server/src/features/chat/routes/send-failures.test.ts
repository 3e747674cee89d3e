import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sendText } from '../../../../test/chat';
import { buildTestApp, createAdmin, registerUser, type TestApp } from '../../../../test/helper';
import { multipartBody } from '../../../../test/multipart';
import { storedFilePaths } from '../../../../test/stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A conversation needs a counsellor team to talk to.
  await createAdmin(t.app);
  await t.app.db.execute(
    sql.raw(`create function disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`),
  );
});
afterAll(() => t.close());

const failMessageWrites = () =>
  t.app.db.execute(
    sql.raw(
      'create trigger disk_full before insert on chat_messages for each row execute function disk_full()',
    ),
  );
const allowMessageWrites = () => t.app.db.execute(sql.raw('drop trigger disk_full on chat_messages'));

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const filesOnDisk = () => storedFilePaths(t, '.private/chat/');

describe('a send the database refuses', () => {
  it('answers 503, keeps no file, and spends none of the sender’s rate limit', async () => {
    const user = await registerUser(t.app);
    const conversationId = await conversationOf(t.app, user);
    const sends = () => t.app.rateLimiter.peek('chat:send', { userId: user.id });
    await failMessageWrites();

    const text = await sendText(t.app, user, conversationId, 'Halo, apakah ada yang bisa membantu?');
    const { payload, headers } = multipartBody({ clientId: 'gagal-file-123456' }, [
      { field: 'file', filename: 'catatan.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages`,
      payload,
      headers: { ...headers, cookie: user.cookie },
    });
    await allowMessageWrites();

    for (const response of [text, file]) {
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(await filesOnDisk()).toEqual([]);
    expect(await sends()).toBe(0);

    const retried = await sendText(t.app, user, conversationId, 'Halo lagi.');
    expect(retried.statusCode).toBe(201);
    expect(await sends()).toBe(1);
  });
});
