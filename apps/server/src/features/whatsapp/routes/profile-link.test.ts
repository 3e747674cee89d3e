import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { whatsappLinkRules } from '@sehat/core/whatsapp/link';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { rowsOf } from '../../../platform/database/rows';
import { openTestDatabase } from '../../../../test/database';
import { startGraphStandIn, type GraphStandIn } from '../../../../test/graph-stand-in';
import { createAdmin, registerUser, testConfig, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { deliver, textDelivery, whatsappTestSettings } from '../../../../test/whatsapp-deliveries';

const m = whatsappMessages.link;
let graph: GraphStandIn;
let app: FastifyInstance;
let uploadDir: string;
let admin: Account;

beforeAll(async () => {
  graph = await startGraphStandIn(whatsappTestSettings.accessToken);
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-whatsapp-link-'));
  app = await buildApp({
    config: testConfig(uploadDir, {
      whatsapp: { ...whatsappTestSettings, graphUrl: graph.url, followupTemplate: null },
    }),
    database: await openTestDatabase(),
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
const newNumber = () => `62813${String(Date.now() % 1_000_000).padStart(6, '0')}${(numbers += 1)}`;
const textsTo = (phone: string) =>
  graph.calls.filter((call) => call.body.to === phone).map((call) => call.body.text?.body);

/** Sends `text` from `phone` and waits for the site's answer number `nth` (1 = first) to it. */
const sendFrom = async (phone: string, text: string, nth = 1) => {
  expect((await deliver(app, textDelivery(phone, `wamid.in-${randomUUID()}`, text))).statusCode).toBe(200);
  await vi.waitFor(() => expect(textsTo(phone).length).toBeGreaterThanOrEqual(nth), {
    timeout: 10_000,
    interval: 25,
  });
  return textsTo(phone)[nth - 1];
};

const askCode = async (member: Account) => {
  const response = await injectAs(app, member)('POST', '/api/profile/whatsapp/link-code');
  expect(response.statusCode).toBe(201);
  return response.json<{ code: string; expiresAt: string }>();
};
const stateOf = async (member: Account) =>
  (await injectAs(app, member)('GET', '/api/profile/whatsapp')).json<{
    enabled: boolean;
    linked: { phone: string; linkedAt: string } | null;
  }>();
/** The member's own conversation's id (opened on first use) and the texts in it. */
const conversationOf = async (member: Account) =>
  (await injectAs(app, member)('GET', '/api/chat/conversation')).json<{ conversation: { id: number } }>()
    .conversation.id;
const textsIn = async (member: Account) => {
  const id = await conversationOf(member);
  const response = await injectAs(app, member)('GET', `/api/chat/conversations/${id}/messages`);
  return response.json<{ messages: { message: string }[] }>().messages.map((item) => item.message);
};
const contactOf = async (phone: string) =>
  rowsOf<{ user_id: number; linked_at: Date | null }>(
    await app.db.execute(sql`select user_id, linked_at from whatsapp_contacts where phone = ${phone}`),
  )[0];

describe('POST /api/profile/whatsapp/link-code and the code sent from WhatsApp (ADR 233)', () => {
  it('gives a six-digit code for ten minutes, kept only as a keyed hash', async () => {
    const member = await registerUser(app);
    expect(await stateOf(member)).toEqual({ enabled: true, linked: null });
    const before = Date.now();
    const { code, expiresAt } = await askCode(member);
    expect(code).toMatch(/^\d{6}$/);
    const ttl = new Date(expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(whatsappLinkRules.codeTtlMs - 60_000);
    expect(ttl).toBeLessThanOrEqual(whatsappLinkRules.codeTtlMs + 1000);
    const [row] = rowsOf<{ code_hash: string }>(
      await app.db.execute(sql`select code_hash from whatsapp_link_codes where user_id = ${member.id}`),
    );
    expect(row!.code_hash).not.toContain(code);
  });

  it('links a new number with "KODE 123456", answers on WhatsApp, and the profile shows it masked', async () => {
    const member = await registerUser(app);
    const phone = newNumber();
    const { code } = await askCode(member);
    expect(await sendFrom(phone, `KODE ${code}`)).toBe(m.linked);
    const { linked } = await stateOf(member);
    expect(linked!.phone).toBe(`+62 ${'•'.repeat(phone.length - 6)} ${phone.slice(-4)}`);
    expect(linked!.phone).not.toContain(phone.slice(2, -4));
    expect((await contactOf(phone))!.user_id).toBe(member.id);
    // The code itself is no message of the conversation.
    const stored = rowsOf(
      await app.db.execute(sql`select id from chat_messages where body like ${`%${code}%`}`),
    );
    expect(stored).toHaveLength(0);

    // From now on the number writes into the member's own conversation.
    const wamid = `wamid.in-${randomUUID()}`;
    await deliver(app, textDelivery(phone, wamid, 'Halo lagi dari WhatsApp'));
    await vi.waitFor(async () => expect(await textsIn(member)).toContain('Halo lagi dari WhatsApp'));
  });

  it("joins what the number wrote before into the member's conversation and removes the number's own account", async () => {
    const member = await registerUser(app);
    const said = await injectAs(app, member)(
      'POST',
      `/api/chat/conversations/${await conversationOf(member)}/messages`,
      {
        message: 'Pesan dari situs',
        clientId: randomUUID(),
      },
    );
    expect(said.statusCode).toBe(201);
    const phone = newNumber();
    await sendFrom(phone, 'Pesan pertama dari WhatsApp');
    const placeholder = (await contactOf(phone))!.user_id;

    const { code } = await askCode(member);
    expect(await sendFrom(phone, code, 2)).toBe(m.linked);

    expect(rowsOf(await app.db.execute(sql`select id from users where id = ${placeholder}`))).toHaveLength(0);
    const conversations = rowsOf<{ id: number; channel: string }>(
      await app.db.execute(sql`select id, channel from conversations where user_id = ${member.id}`),
    );
    expect(conversations).toEqual([expect.objectContaining({ channel: 'whatsapp' })]);
    const opened = await injectAs(app, admin)(
      'GET',
      `/api/chat/conversations/${conversations[0]!.id}/messages`,
    );
    const texts = opened.json<{ messages: { message: string }[] }>().messages.map((item) => item.message);
    expect(texts).toEqual(expect.arrayContaining(['Pesan dari situs', 'Pesan pertama dari WhatsApp']));
  });

  it("makes the number's conversation the member's own when the member has none yet", async () => {
    const member = await registerUser(app);
    const phone = newNumber();
    await sendFrom(phone, 'Saya belum pernah chat di situs');
    const placeholder = (await contactOf(phone))!.user_id;
    const [before] = rowsOf<{ id: number }>(
      await app.db.execute(sql`select id from conversations where user_id = ${placeholder}`),
    );

    expect(await sendFrom(phone, (await askCode(member)).code, 2)).toBe(m.linked);
    expect(await conversationOf(member)).toBe(before!.id);
    expect(await textsIn(member)).toContain('Saya belum pernah chat di situs');
    expect(rowsOf(await app.db.execute(sql`select id from users where id = ${placeholder}`))).toHaveLength(0);
  });

  it('answers a wrong code, a used one and an expired one alike, and makes no account for the number', async () => {
    const member = await registerUser(app);
    const { code } = await askCode(member);
    const stranger = newNumber();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await sendFrom(stranger, `KODE ${wrong}`)).toBe(m.codeWrong);
    expect(await contactOf(stranger)).toBeUndefined();

    await app.db.execute(
      sql`update whatsapp_link_codes set expires_at = now() - interval '1 second' where user_id = ${member.id}`,
    );
    expect(await sendFrom(stranger, `KODE ${code}`, 2)).toBe(m.codeWrong);
    expect((await stateOf(member)).linked).toBeNull();

    const again = await askCode(member);
    const owner = newNumber();
    expect(await sendFrom(owner, again.code)).toBe(m.linked);
    expect(await sendFrom(stranger, again.code, 3)).toBe(m.codeWrong);
    expect(await contactOf(stranger)).toBeUndefined();
  });

  it('refuses a number its sixth try within the hour, even with the right code', async () => {
    const member = await registerUser(app);
    const phone = newNumber();
    const { code } = await askCode(member);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tries = 1; tries <= whatsappLinkRules.triesPerWindow; tries += 1) {
      expect(await sendFrom(phone, wrong, tries)).toBe(m.codeWrong);
    }
    expect(await sendFrom(phone, code, whatsappLinkRules.triesPerWindow + 1)).toBe(m.tooManyTries);
    expect((await stateOf(member)).linked).toBeNull();
  });

  it("links the code's own member, never the one whose number sends it, and never a number linked to another member", async () => {
    const first = await registerUser(app);
    const second = await registerUser(app);
    const phone = newNumber();
    expect(await sendFrom(phone, (await askCode(first)).code)).toBe(m.linked);
    expect((await stateOf(second)).linked).toBeNull();

    expect(await sendFrom(phone, (await askCode(second)).code, 2)).toBe(m.numberTaken);
    expect((await contactOf(phone))!.user_id).toBe(first.id);
    expect((await stateOf(second)).linked).toBeNull();
  });

  it('refuses a code while a number is linked (409), to staff (403), to visitors (401) and past five an hour (429)', async () => {
    const member = await registerUser(app);
    await sendFrom(newNumber(), (await askCode(member)).code);
    const linked = await injectAs(app, member)('POST', '/api/profile/whatsapp/link-code');
    expect(linked.statusCode).toBe(409);
    expect(linked.json().error).toMatchObject({ code: 'WHATSAPP_ALREADY_LINKED', message: m.alreadyLinked });

    expect((await injectAs(app, admin)('POST', '/api/profile/whatsapp/link-code')).statusCode).toBe(403);
    expect((await injectAs(app, null)('POST', '/api/profile/whatsapp/link-code')).statusCode).toBe(401);

    const eager = await registerUser(app);
    for (let asked = 1; asked <= whatsappLinkRules.codesPerWindow; asked += 1) await askCode(eager);
    const refused = await injectAs(app, eager)('POST', '/api/profile/whatsapp/link-code');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Terlalu sering meminta kode/);
  });
});

describe('DELETE /api/profile/whatsapp', () => {
  it('unlinks the number: the messages stay, the conversation is the web one again, and the number writes apart', async () => {
    const member = await registerUser(app);
    const phone = newNumber();
    await sendFrom(phone, (await askCode(member)).code);
    await deliver(app, textDelivery(phone, `wamid.in-${randomUUID()}`, 'Sebelum diputus'));

    expect((await injectAs(app, member)('DELETE', '/api/profile/whatsapp')).statusCode).toBe(204);
    expect((await stateOf(member)).linked).toBeNull();
    const [conversation] = rowsOf<{ channel: string }>(
      await app.db.execute(sql`select channel from conversations where user_id = ${member.id}`),
    );
    expect(conversation!.channel).toBe('web');
    expect(await textsIn(member)).toContain('Sebelum diputus');

    await sendFrom(phone, 'Setelah diputus', 2);
    expect((await contactOf(phone))!.user_id).not.toBe(member.id);
  });
});

describe('the data export', () => {
  it("holds the linked member's whole number and since when", async () => {
    const member = await registerUser(app);
    const phone = newNumber();
    await sendFrom(phone, (await askCode(member)).code);
    const copy = await injectAs(app, member)('GET', '/api/profile/export');
    expect(copy.statusCode).toBe(200);
    expect(copy.json().whatsapp).toEqual({ phone, linkedAt: expect.any(String) });
  });
});
