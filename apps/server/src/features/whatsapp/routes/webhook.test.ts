import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { rowsOf } from '../../../platform/database/rows';
import { openTestDatabase } from '../../../../test/database';
import { startGraphStandIn, type GraphStandIn } from '../../../../test/graph-stand-in';
import { createAdmin, testConfig, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { watchWrites } from '../../../../test/state-watch';
import {
  deliver,
  signatureOf,
  statusDelivery,
  textDelivery,
  whatsappTestSettings,
} from '../../../../test/whatsapp-deliveries';

const template = 'sehat_jiwa_lanjutan';
let graph: GraphStandIn;
let app: FastifyInstance;
let uploadDir: string;
let admin: Account;
const logLines: string[] = [];

beforeAll(async () => {
  graph = await startGraphStandIn(whatsappTestSettings.accessToken);
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-whatsapp-'));
  const config = testConfig(uploadDir, {
    logLevel: 'info',
    whatsapp: { ...whatsappTestSettings, graphUrl: graph.url, followupTemplate: template },
  });
  app = await buildApp({
    config,
    database: await openTestDatabase(),
    logStream: { write: (l) => logLines.push(l) },
  });
  await app.ready();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app?.close();
  await graph?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

let numbers = 0;
/** A new person's number (digits, as WhatsApp's `wa_id`). */
const newNumber = () => `62812${String(Date.now() % 1_000_000).padStart(6, '0')}${(numbers += 1)}`;
const callsTo = (phone: string) => graph.calls.filter((call) => call.body.to === phone);
const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  injectAs(app, admin)(method, url, payload);

const messagesWith = async (wamid: string) =>
  rowsOf<{ id: number; conversation_id: number; delivery: string | null }>(
    await app.db.execute(sql`select id, conversation_id, delivery from chat_messages where wamid = ${wamid}`),
  );

/** The inbox entry of the person with this number's conversation. */
const inboxEntryOf = async (conversationId: number) => {
  const inbox = await asAdmin('GET', '/api/admin/chat/users?filter=all&limit=100');
  return inbox
    .json<{ users: { conversationId: number | null; channel: string; username: string }[] }>()
    .users.find((user) => user.conversationId === conversationId);
};

/** A person who wrote once (and got the first safety answer); their conversation's id. */
const personWhoWrote = async (phone: string) => {
  const wamid = `wamid.in-${randomUUID()}`;
  expect((await deliver(app, textDelivery(phone, wamid, 'Halo, saya butuh teman bicara'))).statusCode).toBe(
    200,
  );
  await vi.waitFor(() => expect(callsTo(phone)).toHaveLength(1), { timeout: 10_000, interval: 25 });
  return (await messagesWith(wamid))[0]!.conversation_id;
};

const reply = (conversationId: number, message: string) =>
  asAdmin('POST', `/api/chat/conversations/${conversationId}/messages`, { message, clientId: randomUUID() });

describe('GET /api/channels/whatsapp/webhook (the handshake)', () => {
  const handshake = (token: string) =>
    app.inject({
      method: 'GET',
      url: `/api/channels/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=12345`,
    });

  it('answers the challenge as text when the verify token matches', async () => {
    const response = await handshake(whatsappTestSettings.verifyToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('12345');
  });

  it('refuses a wrong verify token with 403 and an Indonesian message', async () => {
    const response = await handshake('salah');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(whatsappMessages.verifyTokenWrong);
  });

  it('refuses a handshake without its token with 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/channels/whatsapp/webhook?hub.mode=subscribe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(whatsappMessages.payloadInvalid);
  });
});

describe('POST /api/channels/whatsapp/webhook (api.md "WhatsApp")', () => {
  it('stores a signed message in a new conversation shown in the inbox with channel whatsapp, and answers it at once with the safety answer', async () => {
    const phone = newNumber();
    const wamid = `wamid.in-${randomUUID()}`;
    const response = await deliver(app, textDelivery(phone, wamid, 'Halo, saya butuh teman bicara', 'Sari'));
    expect(response.statusCode).toBe(200);

    const [stored] = await messagesWith(wamid);
    const conversationId = stored!.conversation_id;
    expect(await inboxEntryOf(conversationId)).toMatchObject({ channel: 'whatsapp' });
    const opened = await asAdmin('GET', `/api/chat/conversations/${conversationId}/messages`);
    expect(opened.json().messages[0]).toMatchObject({
      senderRole: 'user',
      message: 'Halo, saya butuh teman bicara',
    });

    await vi.waitFor(() => expect(callsTo(phone)).toHaveLength(1), { timeout: 10_000, interval: 25 });
    const [answer] = callsTo(phone);
    expect(answer!.path).toBe(`/v-test/${whatsappTestSettings.phoneNumberId}/messages`);
    expect(answer!.body.type).toBe('text');
    expect(answer!.body.text!.body).toContain('119 ext. 8');
    expect(answer!.body.text!.body).toContain('112');
    expect(answer!.body.text!.body).toMatch(/Posisi Anda dalam antrean: \d+\./);
    expect(answer!.body.text!.body).toContain('Jam layanan:');
    // The counsellors see what was sent, as the team's automatic message.
    await vi.waitFor(async () => {
      const thread = (await asAdmin('GET', `/api/chat/conversations/${conversationId}/messages`)).json();
      expect(thread.messages[1]).toMatchObject({ automatic: true, senderRole: 'admin' });
    });
    expect(graph.refused).toBe(0);
  });

  it('gives the number an account of its own that no one can log in to', async () => {
    const conversationId = await personWhoWrote(newNumber());
    const entry = await inboxEntryOf(conversationId);
    expect(entry).toMatchObject({ channel: 'whatsapp', username: expect.stringMatching(/^wa_/) });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: entry!.username, password: 'apa-saja-123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('stores the same wamid once however often Meta delivers it, and answers only the first message automatically', async () => {
    const phone = newNumber();
    const conversationId = await personWhoWrote(phone);
    const wamid = `wamid.in-${randomUUID()}`;
    const payload = textDelivery(phone, wamid, 'Saya masih di sini');
    for (let i = 0; i < 3; i += 1) expect((await deliver(app, payload)).statusCode).toBe(200);
    expect(await messagesWith(wamid)).toHaveLength(1);
    const thread = (await asAdmin('GET', `/api/chat/conversations/${conversationId}/messages`)).json();
    expect(
      thread.messages.filter((m: { message: string }) => m.message === 'Saya masih di sini'),
    ).toHaveLength(1);
    expect(callsTo(phone)).toHaveLength(1);
  });

  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const writes = await watchWrites(app.db);
    const phone = newNumber();
    const payload = textDelivery(phone, `wamid.in-${randomUUID()}`, 'Halo');
    const before = await writes();
    for (const signature of [null, '', 'sha256=00', signatureOf(JSON.stringify(payload), 'rahasia-lain')]) {
      const response = await deliver(app, payload, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(whatsappMessages.signatureInvalid);
    }
    expect(await writes()).toBe(before);
    expect(callsTo(phone)).toHaveLength(0);
  });

  it('refuses a signed body that is not a delivery with 400', async () => {
    const response = await deliver(app, { hello: 'world' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(whatsappMessages.payloadInvalid);
  });

  it('answers crisis language with the safety answer and adds a chat risk signal, as web chat does', async () => {
    const phone = newNumber();
    const conversationId = await personWhoWrote(phone);
    const crisis = 'Aku sudah tidak kuat lagi, rasanya ingin mati saja.';
    expect((await deliver(app, textDelivery(phone, `wamid.in-${randomUUID()}`, crisis))).statusCode).toBe(
      200,
    );
    await vi.waitFor(() => expect(callsTo(phone)).toHaveLength(2), { timeout: 10_000, interval: 25 });
    expect(callsTo(phone)[1]!.body.text!.body).toContain('119 ext. 8');
    const risk = (await asAdmin('GET', `/api/admin/chat/conversations/${conversationId}/risk`)).json();
    expect(risk).toMatchObject({ active: true, signals: [{ source: 'chat', crisis: true }] });
  });

  it("sends a counsellor's reply to the number, then moves its status forward with Meta's status webhooks", async () => {
    const phone = newNumber();
    const conversationId = await personWhoWrote(phone);
    const sent = await reply(conversationId, 'Halo Sari, saya Rina. Ceritakan pelan-pelan ya.');
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(() => expect(callsTo(phone)).toHaveLength(2), { timeout: 10_000, interval: 25 });
    expect(callsTo(phone)[1]!.body).toMatchObject({
      type: 'text',
      text: { body: 'Halo Sari, saya Rina. Ceritakan pelan-pelan ya.' },
    });

    const messageId: number = sent.json().message.id;
    const wamidOf = async () =>
      rowsOf<{ wamid: string | null }>(
        await app.db.execute(sql`select wamid from chat_messages where id = ${messageId}`),
      )[0]!.wamid;
    await vi.waitFor(async () => expect(await wamidOf()).not.toBeNull());
    const wamid = (await wamidOf())!;
    const deliveryOf = async () => {
      const thread = (await asAdmin('GET', `/api/chat/conversations/${conversationId}/messages`)).json();
      return thread.messages.find((m: { id: number }) => m.id === messageId).delivery;
    };
    for (const [status, shown] of [
      ['sent', 'sent'],
      ['read', 'read'],
      // Meta's webhooks may arrive out of order: a late "delivered" never undoes "read".
      ['delivered', 'read'],
      ['deleted', 'read'],
    ] as const) {
      expect((await deliver(app, statusDelivery(wamid, status, phone))).statusCode).toBe(200);
      expect(await deliveryOf()).toBe(shown);
    }
    expect((await deliver(app, statusDelivery(wamid, 'failed', phone))).statusCode).toBe(200);
    expect(await deliveryOf()).toBe('failed');
    // Open panes hear of it: the message again, with its new status.
    const [event] = rowsOf<{ delivery: string }>(
      await app.db.execute(
        sql`select data->'message'->>'delivery' as delivery from chat_events
            where type = 'message' and (data->'message'->>'id')::int = ${messageId} order by id desc limit 1`,
      ),
    );
    expect(event?.delivery).toBe('failed');
  });

  it('more than 24 hours after the last message sends only the configured template', async () => {
    const phone = newNumber();
    const conversationId = await personWhoWrote(phone);
    await app.db.execute(
      sql`update whatsapp_contacts set last_inbound_at = now() - interval '25 hours' where phone = ${phone}`,
    );
    expect(
      (await reply(conversationId, 'Bagaimana kabar Anda hari ini setelah cerita kemarin?')).statusCode,
    ).toBe(201);
    await vi.waitFor(() => expect(callsTo(phone)).toHaveLength(2), { timeout: 10_000, interval: 25 });
    const later = callsTo(phone)[1]!.body;
    expect(later).toMatchObject({ type: 'template', template: { name: template, language: { code: 'id' } } });
    expect(JSON.stringify(later)).not.toContain('kabar');
  });

  it("removes the number with its account: the person's next message starts afresh", async () => {
    const phone = newNumber();
    const conversationId = await personWhoWrote(phone);
    const userId = rowsOf<{ userId: number }>(
      await app.db.execute(sql`select user_id as "userId" from conversations where id = ${conversationId}`),
    )[0]!.userId;
    expect((await asAdmin('DELETE', `/api/admin/users/${userId}`)).statusCode).toBe(204);
    const left = rowsOf<{ n: number }>(
      await app.db.execute(sql`select count(*)::int as n from whatsapp_contacts where phone = ${phone}`),
    );
    expect(left[0]!.n).toBe(0);
    // Writing again is a first message: a new account, and the safety answer again.
    expect(
      (await deliver(app, textDelivery(phone, `wamid.in-${randomUUID()}`, 'Halo lagi'))).statusCode,
    ).toBe(200);
    await vi.waitFor(() => expect(callsTo(phone)).toHaveLength(2), { timeout: 10_000, interval: 25 });
  });

  it('never writes a number into the log', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toMatch(/62812\d{6}/);
  });
});

describe('with the channel off', () => {
  const off = useTestApp();
  it('has no webhook: 404', async () => {
    const payload = textDelivery(newNumber(), `wamid.in-${randomUUID()}`, 'Halo');
    expect((await deliver(off.app, payload)).statusCode).toBe(404);
    const handshake = await off.app.inject({
      method: 'GET',
      url: '/api/channels/whatsapp/webhook?hub.mode=subscribe',
    });
    expect(handshake.statusCode).toBe(404);
  });
});
