import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../../platform/database/pg-listener';
import { conversationOf, sent } from '../../../../test/chat';
import { registerUser, type Account } from '../../../../test/helper';
import { multipartBody } from '../../../../test/multipart';
import type { SseClient } from '../../../../test/sse-client';
import { useTwoInstances } from '../../../../test/two-instances';

const setup = useTwoInstances();

const texts = (client: SseClient) =>
  client.ofType('message').map((e) => (e.data as { message: { message: string } }).message.message);

describe('two app instances on one database', () => {
  it('a message posted through A arrives on streams held open on B', async () => {
    const user = await registerUser(setup.a.app);
    const id = await conversationOf(setup.a.app, user);
    const [userOnB, adminOnB] = await Promise.all([
      setup.streamOnB(user.cookie),
      setup.streamOnB(setup.admin.cookie),
    ]);

    await sent(setup.a.app, user, id, 'Dikirim lewat A');
    await adminOnB.waitFor((e) => e.event === 'message');
    await sent(setup.a.app, setup.admin, id, 'Balasan lewat A');
    await userOnB.waitFor(() => userOnB.ofType('message').length === 2);
    expect(texts(userOnB)).toEqual(['Dikirim lewat A', 'Balasan lewat A']);
    expect(texts(adminOnB)).toContain('Dikirim lewat A');
  });

  it('a stream that reconnects to B with Last-Event-ID gets exactly the messages it missed', async () => {
    const user = await registerUser(setup.a.app);
    const id = await conversationOf(setup.a.app, user);
    const before = await setup.streamOnB(user.cookie);
    await sent(setup.a.app, user, id, 'Terakhir terlihat');
    const last = await before.waitFor((e) => e.event === 'message');
    before.close();

    await sent(setup.a.app, setup.admin, id, 'Terlewat 1');
    await sent(setup.a.app, user, id, 'Terlewat 2');
    await sent(setup.a.app, setup.admin, id, 'Terlewat 3');
    const after = await setup.streamOnB(user.cookie, last.id);
    await after.waitFor(() => after.ofType('message').length === 3);
    // Nothing more arrives, and nothing twice.
    const other = await registerUser(setup.a.app);
    await sent(setup.a.app, other, await conversationOf(setup.a.app, other), 'Orang lain');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(texts(after)).toEqual(['Terlewat 1', 'Terlewat 2', 'Terlewat 3']);
  });

  it('a file sent through A is served by B to the conversation user only', async () => {
    const [user, other] = [await registerUser(setup.a.app), await registerUser(setup.a.app)];
    const id = await conversationOf(setup.a.app, user);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const { payload, headers } = multipartBody({ clientId: 'two-instance-file' }, [
      { field: 'file', filename: 'catatan.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const upload = await setup.a.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      payload,
      headers: { ...headers, cookie: user.cookie },
    });
    const { url } = upload.json().message.file;
    const fromB = await setup.b.app.inject({ url, headers: { cookie: user.cookie } });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(pdf)).toBe(true);
    expect((await setup.b.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
  });

  it('typing through A reaches the other side on B, live only, and nobody else', async () => {
    const [user, stranger] = [await registerUser(setup.a.app), await registerUser(setup.a.app)];
    const id = await conversationOf(setup.a.app, user);
    const strangerId = await conversationOf(setup.a.app, stranger);
    const [userOnB, adminOnB, strangerOnB] = await Promise.all([
      setup.streamOnB(user.cookie),
      setup.streamOnB(setup.admin.cookie),
      setup.streamOnB(stranger.cookie),
    ]);
    const typing = (account: Account) =>
      setup.a.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${id}/typing`,
        headers: { cookie: account.cookie },
      });

    expect((await typing(user)).statusCode).toBe(204);
    // A second signal at once is dropped (throttled), still answered 204.
    expect((await typing(user)).statusCode).toBe(204);
    const seen = await adminOnB.waitFor((e) => e.event === 'typing');
    expect(seen).toMatchObject({ id: undefined, data: { conversationId: id, role: 'user' } });
    expect((await typing(setup.admin)).statusCode).toBe(204);
    await userOnB.waitFor((e) => e.event === 'typing');
    expect(userOnB.ofType('typing').map((e) => e.data)).toEqual([{ conversationId: id, role: 'admin' }]);

    // Notifications arrive in order: once the stranger hears their own later message, any
    // typing event for them would have come first.
    await sent(setup.a.app, stranger, strangerId, 'Pesan saya sendiri');
    await strangerOnB.waitFor((e) => e.event === 'message');
    expect(strangerOnB.ofType('typing')).toEqual([]);
    await sent(setup.a.app, user, id, 'Sudah selesai mengetik');
    await adminOnB.waitFor((e) => e.event === 'message');
    expect(adminOnB.ofType('typing')).toHaveLength(1);
    const stored = await setup.a.app.liveEvents.listAfter({ id: setup.admin.id, role: 'admin' }, 0, 10_000);
    expect(stored.filter((e) => (e.type as string) === 'typing')).toEqual([]);
  });

  if (process.env.TEST_DB === 'postgres') {
    it('B catches up when its listening connection drops, then hears live messages again', async () => {
      const user = await registerUser(setup.a.app);
      const id = await conversationOf(setup.a.app, user);
      const stream = await setup.streamOnB(user.cookie);
      await setup.b.app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      );
      await sent(setup.a.app, user, id, 'Saat koneksi putus');
      await stream.waitFor((e) => e.event === 'message', 8000);
      await sent(setup.a.app, setup.admin, id, 'Setelah tersambung lagi');
      await stream.waitFor(() => stream.ofType('message').length === 2, 8000);
      expect(texts(stream)).toEqual(['Saat koneksi putus', 'Setelah tersambung lagi']);
    });
  }
});
