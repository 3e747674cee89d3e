import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { chatMessages } from '@sehat/core/chat/messages';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileChunks, uploads } from '../../db/schema/index';
import { conversationOf } from '../../../test/chat';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../test/helper';
import { injectAs } from '../../../test/inject-as';
import { listenOnFreePort } from '../../../test/listening';
import { multipartBody, type FilePart } from '../../../test/multipart';
import { storedFilePaths } from '../../../test/stored-files';
import type { AppConfig } from '../../config';

const KB = 1024;

/** A PDF of exactly `bytes`, with varied content so a misplaced chunk would show. */
const pdfOf = (bytes: number) => {
  const filler = Buffer.alloc(bytes - 16);
  for (let i = 0; i < filler.length; i++) filler[i] = 0x20 + (i % 90);
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), filler, Buffer.from('\n%%EOF\n')]);
};

const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

function upload(t: TestApp, account: Account, url: string, method: string, fields: object, file: FilePart) {
  const { payload, headers } = multipartBody(fields as Record<string, string>, [file]);
  return t.app.inject({
    method: method as 'POST',
    url,
    payload,
    headers: { ...headers, cookie: account.cookie },
  });
}

const setAvatar = async (t: TestApp, account: Account) => {
  const fields = { fullName: 'Siti Aminah', email: account.email, address: '' };
  const file = { field: 'photo', filename: 'foto.jpg', contentType: 'image/jpeg', content: await photo() };
  const response = await upload(t, account, '/api/profile', 'PATCH', fields, file);
  expect(response.statusCode).toBe(200);
  return response.json<{ user: { photoUrl: string } }>().user.photoUrl;
};

const sendPdf = async (t: TestApp, account: Account, conversationId: number, content: Buffer) => {
  const file = { field: 'file', filename: 'laporan.pdf', contentType: 'application/pdf', content };
  const url = `/api/chat/conversations/${conversationId}/messages`;
  const response = await upload(t, account, url, 'POST', { clientId: randomUUID() }, file);
  expect(response.statusCode).toBe(201);
  return response.json<{ message: { file: { url: string } } }>().message.file.url;
};

/** Streams a multipart body without a Content-Length (chunked), so only reading can find its size. */
function postChunked(baseUrl: string, account: Account, conversationId: number, content: Buffer) {
  const { payload, headers } = multipartBody({ clientId: randomUUID() }, [
    { field: 'file', filename: 'besar.pdf', contentType: 'application/pdf', content },
  ]);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sending = request(`${baseUrl}/api/chat/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { ...headers, cookie: account.cookie },
    });
    sending.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    // The server may answer and close before the whole body is written.
    sending.on('error', (error) => (sending.writableFinished ? undefined : reject(error)));
    for (let at = 0; at < payload.length; at += 64 * KB) sending.write(payload.subarray(at, at + 64 * KB));
    sending.end();
  });
}

describe.each(['database', 'folder'] as AppConfig['fileStorage'][])('FILE_STORAGE=%s', (mode) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await buildTestApp({ fileStorage: mode });
    // The chat needs a counsellor to exist.
    await createAdmin(t.app);
    baseUrl = await listenOnFreePort(t.app);
  });
  afterAll(() => t.close());

  const chunksOf = async (paths: string[]) =>
    t.app.db.select({ seq: fileChunks.seq }).from(fileChunks).where(inArray(fileChunks.path, paths));
  const inFolder = (relativePath: string) => existsSync(path.join(t.config.uploadDir, relativePath));

  it('stores avatars and chat files there, serves them with their headers, and deletes their bytes with them', async () => {
    const user = await registerUser(t.app);
    const firstAvatar = await setAvatar(t, user);
    const avatar = await t.app.inject({ url: firstAvatar });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect(avatar.headers['content-length']).toBe(String(avatar.rawPayload.length));
    expect(avatar.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avatar.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const conversationId = await conversationOf(t.app, user);
    const pdf = pdfOf(600 * KB);
    const fileUrl = await sendPdf(t, user, conversationId, pdf);
    const served = await t.app.inject({ url: fileUrl, headers: { cookie: user.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-length']).toBe(String(pdf.length));
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const paths = (await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id))).map(
      (u) => u.path,
    );
    expect(paths).toHaveLength(2);
    expect(await storedFilePaths(t)).toEqual(expect.arrayContaining(paths));
    // 600 KiB is three chunks of at most 256 KiB in the database, and none in the folder.
    expect(await chunksOf(paths)).toHaveLength(mode === 'database' ? 4 : 0);
    for (const file of paths) expect(inFolder(file)).toBe(mode === 'folder');

    const secondAvatar = await setAvatar(t, user);
    expect((await t.app.inject({ url: firstAvatar })).statusCode).toBe(404);
    expect(await storedFilePaths(t)).not.toContain(firstAvatar.replace('/uploads/', ''));
    expect(await chunksOf([firstAvatar.replace('/uploads/', '')])).toEqual([]);

    const deleted = await injectAs(t.app, user)('DELETE', '/api/profile', { password: user.password });
    expect(deleted.statusCode).toBe(204);
    const left = [...paths, secondAvatar.replace('/uploads/', '')];
    expect((await storedFilePaths(t)).filter((file) => left.includes(file))).toEqual([]);
    expect(await chunksOf(left)).toEqual([]);
    expect((await t.app.inject({ url: secondAvatar })).statusCode).toBe(404);
  });

  it('stops a streamed body at the file limit (413) and stores nothing of it', async () => {
    const user = await registerUser(t.app);
    const conversationId = await conversationOf(t.app, user);
    const before = await storedFilePaths(t);
    const answer = await postChunked(baseUrl, user, conversationId, pdfOf(11 * 1024 * KB));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe(chatMessages.fileTooLarge(10));
    expect(await storedFilePaths(t)).toEqual(before);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it('answers 404 for avatar names it never stored or that leave the avatars', async () => {
    for (const url of [
      '/uploads/avatars/tidak-ada.webp',
      '/uploads/avatars/..%2F..%2Fetc%2Fpasswd',
      '/uploads/x.webp',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
