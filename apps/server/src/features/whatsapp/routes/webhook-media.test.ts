import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { chatLimits } from '@sehat/core/chat/limits';
import type { ChatMessage } from '@sehat/core/chat/schemas';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { AppConfig } from '../../../config';
import { users } from '../../../db/schema/index';
import { rowsOf } from '../../../platform/database/rows';
import { openTestDatabase } from '../../../../test/database';
import { startGraphStandIn, type GraphStandIn } from '../../../../test/graph-stand-in';
import { createAdmin, testConfig, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { storedFilePaths } from '../../../../test/stored-files';
import { voiceNoteBytes } from '../../../../test/voice-note';
import {
  audioDelivery,
  deliver,
  imageDelivery,
  whatsappTestSettings,
} from '../../../../test/whatsapp-deliveries';

const MB = 1024 * 1024;
const unavailable = whatsappMessages.media.unavailable;
let graph: GraphStandIn;
let app: FastifyInstance;
let config: AppConfig;
let admin: Account;
const logLines: string[] = [];

beforeAll(async () => {
  graph = await startGraphStandIn(whatsappTestSettings.accessToken);
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-whatsapp-media-'));
  config = testConfig(uploadDir, {
    logLevel: 'info',
    whatsapp: { ...whatsappTestSettings, graphUrl: graph.url, followupTemplate: null, graphTimeoutMs: 8000 },
    retention: { selftestAnonymousDays: 365, chatDays: 30 },
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
  if (config) await rm(config.uploadDir, { recursive: true, force: true });
});

let numbers = 0;
const newNumber = () => `62813${String(Date.now() % 1_000_000).padStart(6, '0')}${(numbers += 1)}`;
const newWamid = () => `wamid.in-${randomUUID()}`;
const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

/** A medium the stand-in serves under a new id. */
const serve = (medium: Parameters<GraphStandIn['media']['set']>[1]) => {
  const id = `media-${randomUUID()}`;
  graph.media.set(id, medium);
  return id;
};
/** The Graph API calls about one medium: its description, then its bytes. */
const mediaCalls = (id: string) =>
  graph.calls
    .filter((call) => call.method === 'GET' && call.path.includes(encodeURIComponent(id)))
    .map((call) => call.path);

/** The stored message of a delivery, as the counsellor's thread shows it. */
const storedAs = async (wamid: string) => {
  const rows = rowsOf<{ id: number; conversation_id: number }>(
    await app.db.execute(sql`select id, conversation_id from chat_messages where wamid = ${wamid}`),
  );
  expect(rows).toHaveLength(1);
  const thread = await injectAs(app, admin)(
    'GET',
    `/api/chat/conversations/${rows[0]!.conversation_id}/messages`,
  );
  const message = thread.json<{ messages: ChatMessage[] }>().messages.find((m) => m.id === rows[0]!.id);
  return message!;
};
const openFile = (message: ChatMessage) => injectAs(app, admin)('GET', message.file!.url);
const chatFiles = () => storedFilePaths({ app, config, close: async () => {} }, '.private/chat');
const ownerOf = async (message: ChatMessage) =>
  (await app.db.select().from(users).where(eq(users.id, message.senderId!)))[0]!;

describe('an image or a voice note on WhatsApp (ADR 237)', () => {
  it('keeps an image as a chat image the counsellor opens, its caption as the text, fetched with the bearer token', async () => {
    const mediaId = serve({ mime: 'image/jpeg', bytes: await photo() });
    const wamid = newWamid();
    const response = await deliver(app, imageDelivery(newNumber(), wamid, mediaId, '  Ini foto kamarku  '));
    expect(response.statusCode).toBe(200);

    const message = await storedAs(wamid);
    expect(message).toMatchObject({
      type: 'file',
      senderRole: 'user',
      message: 'Ini foto kamarku',
      file: { name: 'Gambar WhatsApp.jpg', mime: 'image/jpeg' },
    });
    const opened = await openFile(message);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(opened.rawPayload).metadata()).toMatchObject({ width: 320, height: 200 });
    expect(mediaCalls(mediaId)).toEqual([
      `/v-test/${mediaId}?phone_number_id=${whatsappTestSettings.phoneNumberId}`,
      `/lookaside/${mediaId}`,
    ]);
    expect(graph.refused).toBe(0);
  });

  it('keeps a voice note as an audio file with its bytes as sent', async () => {
    const bytes = voiceNoteBytes(64 * 1024);
    const mediaId = serve({ mime: 'audio/ogg; codecs=opus', bytes });
    const wamid = newWamid();
    expect((await deliver(app, audioDelivery(newNumber(), wamid, mediaId))).statusCode).toBe(200);

    const message = await storedAs(wamid);
    expect(message).toMatchObject({
      type: 'file',
      message: 'Pesan suara WhatsApp.ogg',
      file: { name: 'Pesan suara WhatsApp.ogg', mime: 'audio/ogg', size: bytes.length },
    });
    const opened = await openFile(message);
    expect(opened.headers['content-type']).toBe('audio/ogg');
    expect(opened.rawPayload.equals(bytes)).toBe(true);
  });

  it('stores a medium Meta delivers again once, and downloads it once', async () => {
    const mediaId = serve({ mime: 'audio/ogg; codecs=opus', bytes: voiceNoteBytes() });
    const wamid = newWamid();
    const payload = audioDelivery(newNumber(), wamid, mediaId);
    for (let i = 0; i < 3; i += 1) expect((await deliver(app, payload)).statusCode).toBe(200);
    expect((await storedAs(wamid)).type).toBe('file');
    expect(mediaCalls(mediaId)).toHaveLength(2);
  });

  it('stores a placeholder once when the download fails, answers 200 and logs no number', async () => {
    const phone = newNumber();
    for (const fail of ['lookup', 'bytes'] as const) {
      const mediaId = serve({ mime: 'audio/ogg; codecs=opus', bytes: voiceNoteBytes(), fail });
      const wamid = newWamid();
      const payload = audioDelivery(phone, wamid, mediaId);
      expect((await deliver(app, payload)).statusCode).toBe(200);
      expect((await deliver(app, payload)).statusCode).toBe(200);
      const message = await storedAs(wamid);
      expect(message).toMatchObject({
        type: 'text',
        file: null,
        message: unavailable('voice', 'failed', 10),
      });
      expect(message.message).toBe(
        '[Pesan suara tidak dapat diambil dari WhatsApp. Minta pengguna mengirimkannya lagi atau menuliskannya.]',
      );
      expect(mediaCalls(mediaId)).toHaveLength(fail === 'lookup' ? 1 : 2);
    }
    const failures = logLines.filter((line) => line.includes('a medium could not be downloaded'));
    expect(failures).toHaveLength(2);
    expect(logLines.join('\n')).not.toContain(phone);
  });

  it('gives up on a Graph API that does not answer in time, so the webhook answers before Meta delivers again', async () => {
    const mediaId = serve({ mime: 'image/jpeg', bytes: await photo(), delayMs: 14_000 });
    const wamid = newWamid();
    const started = Date.now();
    expect((await deliver(app, imageDelivery(newNumber(), wamid, mediaId))).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect((await storedAs(wamid)).message).toBe(unavailable('image', 'failed', 5));
  });

  it('never downloads more than the limit: an image declared over 5 MB, a voice note streaming past 10 MB', async () => {
    const imageId = serve({ mime: 'image/jpeg', bytes: await photo(), declaredSize: 5 * MB + 1 });
    const imageWamid = newWamid();
    expect(
      (await deliver(app, imageDelivery(newNumber(), imageWamid, imageId, 'lihat ini'))).statusCode,
    ).toBe(200);
    expect((await storedAs(imageWamid)).message).toBe(`${unavailable('image', 'tooLarge', 5)}\nlihat ini`);
    expect(mediaCalls(imageId)).toHaveLength(1);

    // Meta said it was small; the bytes say otherwise.
    const voiceId = serve({ mime: 'audio/ogg', bytes: voiceNoteBytes(10 * MB + 1), declaredSize: 1000 });
    const voiceWamid = newWamid();
    expect((await deliver(app, audioDelivery(newNumber(), voiceWamid, voiceId))).statusCode).toBe(200);
    expect((await storedAs(voiceWamid)).message).toBe(unavailable('voice', 'tooLarge', 10));
    expect(unavailable('voice', 'tooLarge', 10)).toContain('lebih dari 10 MB');
  });

  it('says so when the type is not one the chat takes, declared or real', async () => {
    const wavId = serve({ mime: 'audio/wav', bytes: voiceNoteBytes() });
    const wavWamid = newWamid();
    expect((await deliver(app, audioDelivery(newNumber(), wavWamid, wavId, false))).statusCode).toBe(200);
    expect((await storedAs(wavWamid)).message).toBe(unavailable('audio', 'type', 10));
    expect(mediaCalls(wavId)).toHaveLength(1);

    const fakeId = serve({ mime: 'image/jpeg', bytes: Buffer.from('<html>bukan gambar</html>') });
    const fakeWamid = newWamid();
    const before = await chatFiles();
    expect((await deliver(app, imageDelivery(newNumber(), fakeWamid, fakeId))).statusCode).toBe(200);
    expect((await storedAs(fakeWamid)).message).toBe(unavailable('image', 'type', 5));
    expect(await chatFiles()).toEqual(before);
  });

  it("keeps a placeholder when the person's files of the day are at their quota", async () => {
    const phone = newNumber();
    const first = newWamid();
    await deliver(app, audioDelivery(phone, first, serve({ mime: 'audio/ogg', bytes: voiceNoteBytes() })));
    const kept = await storedAs(first);
    await app.db.execute(
      sql`update uploads set size = ${chatLimits.fileBytesPerDay} where id = (select upload_id from chat_messages where id = ${kept.id})`,
    );
    const second = newWamid();
    const response = await deliver(
      app,
      audioDelivery(phone, second, serve({ mime: 'audio/ogg', bytes: voiceNoteBytes() })),
    );
    expect(response.statusCode).toBe(200);
    expect((await storedAs(second)).message).toBe(unavailable('voice', 'full', 10));
  });

  it('puts crisis language in a caption on the risk strip, as a text would', async () => {
    const mediaId = serve({ mime: 'image/jpeg', bytes: await photo() });
    const wamid = newWamid();
    await deliver(app, imageDelivery(newNumber(), wamid, mediaId, 'Aku ingin mati saja.'));
    const message = await storedAs(wamid);
    const risk = await injectAs(app, admin)(
      'GET',
      `/api/admin/chat/conversations/${message.conversationId}/risk`,
    );
    expect(risk.json()).toMatchObject({ active: true, signals: [{ source: 'chat', crisis: true }] });
  });

  it("is the person's data: in their export, gone with the conversation's retention and with the account", async () => {
    const phone = newNumber();
    const kept = async () => {
      const wamid = newWamid();
      const mediaId = serve({ mime: 'audio/ogg', bytes: voiceNoteBytes() });
      await deliver(app, audioDelivery(phone, wamid, mediaId));
      return storedAs(wamid);
    };
    const old = await kept();
    const recent = await kept();
    const pathOf = async (message: ChatMessage) =>
      rowsOf<{ path: string }>(
        await app.db.execute(
          sql`select u.path from uploads u join chat_messages m on m.upload_id = u.id where m.id = ${message.id}`,
        ),
      )[0]?.path;
    const [oldPath, recentPath] = [await pathOf(old), await pathOf(recent)];

    const exported = await app.dataExporter.exportFor(await ownerOf(recent));
    expect(exported.chat.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: recent.id,
          type: 'file',
          file: expect.objectContaining({
            mime: 'audio/ogg',
            url: `${config.siteOrigin}${recent.file!.url}`,
          }),
        }),
      ]),
    );

    await app.db.execute(
      sql`update chat_messages set created_at = now() - interval '31 days' where id = ${old.id}`,
    );
    await app.housekeeping.sweep();
    expect(await chatFiles()).not.toContain(oldPath);
    expect(await chatFiles()).toContain(recentPath);

    expect((await injectAs(app, admin)('DELETE', `/api/admin/users/${recent.senderId}`)).statusCode).toBe(
      204,
    );
    expect(await chatFiles()).not.toContain(recentPath);
  });
});
