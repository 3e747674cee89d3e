import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import { chatLimits } from '@sehat/core/chat/limits';
import { chatMessages } from '@sehat/core/chat/messages';
import { commonMessages } from '@sehat/core/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../db/schema/index';
import { conversationOf, sendText } from '../../../../test/chat';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { listenOnFreePort } from '../../../../test/listening';
import { multipartBody, type FilePart } from '../../../../test/multipart';

const MB = 1024 * 1024;

/** A PDF of exactly `bytes` (PDFs are stored as sent). */
const pdfOf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 16, 0x20), Buffer.from('\n%%EOF\n')]);

function sendFile(t: TestApp, account: Account, conversationId: number, content: Buffer) {
  const { payload, headers } = multipartBody({ clientId: randomUUID() }, [
    { field: 'file', filename: 'laporan.pdf', contentType: 'application/pdf', content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    payload,
    headers: { ...headers, cookie: account.cookie },
  });
}

/**
 * Sends only the head of a multipart upload that announces `contentLength` bytes, and returns
 * the first answer: the server must decide before the body it will never get.
 */
function answerToHeadOnly(baseUrl: string, account: Account, conversationId: number, contentLength: number) {
  const { port } = new URL(baseUrl);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.setTimeout(10_000, () => reject(new Error('the server waited for the body')));
    let answer = '';
    socket.on('data', (chunk) => {
      // The head and body of the answer may come in two writes.
      if (answer === '') setTimeout(() => (resolve(answer), socket.destroy()), 200);
      answer += chunk.toString('utf8');
    });
    socket.once('error', reject);
    socket.write(
      `POST /api/chat/conversations/${conversationId}/messages HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Cookie: ${account.cookie}\r\nContent-Type: multipart/form-data; boundary=batas\r\n` +
        `Content-Length: ${contentLength}\r\n\r\n`,
    );
  });
}

describe('chat uploads, per account', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Account;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
    baseUrl = await listenOnFreePort(t.app);
  });
  afterAll(() => t.close());

  it('refuses a body announcing more than the file limit before reading it (413)', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const answer = await answerToHeadOnly(baseUrl, user, id, 30 * MB);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(JSON.stringify(chatMessages.fileTooLarge(10)).slice(1, -1));
  });

  it("stops a user's files at 50 MB in 24 hours with a 429 that names the wait, before the body; text and the counsellor go on", async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const large = pdfOf(chatLimits.fileMaxBytes - 200 * 1024);
    for (let i = 0; i < 5; i++) expect((await sendFile(t, user, id, large)).statusCode).toBe(201);

    const refused = await sendFile(t, user, id, pdfOf(MB));
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(refused.json().error.message).toBe(chatMessages.fileQuotaReached(50, wait));
    expect(await answerToHeadOnly(baseUrl, user, id, 2 * MB)).toMatch(/^HTTP\/1\.1 429/);

    expect((await sendText(t.app, user, id, 'Saya kirim teks saja.')).statusCode).toBe(201);
    expect((await sendFile(t, admin, id, pdfOf(MB))).statusCode).toBe(201);
  });

  it('counts files sent in parallel one after another: never past 50 MB', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const large = pdfOf(chatLimits.fileMaxBytes - 200 * 1024);
    const fitting = Math.floor(chatLimits.fileBytesPerDay / large.length);
    const answers = await Promise.all(
      Array.from({ length: fitting + 2 }, () => sendFile(t, user, id, large)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(fitting).fill(201), 429, 429]);
    const stored = await t.app.db
      .select({ size: uploads.size })
      .from(uploads)
      .where(eq(uploads.userId, user.id));
    expect(stored.reduce((sum, row) => sum + row.size, 0)).toBeLessThanOrEqual(chatLimits.fileBytesPerDay);
  });
});

describe('stored files, site-wide', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ uploadQuotaBytes: 2 * MB });
    await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it('refuses a file that would fill the site quota with a 413, for every account and avatars too; a form without a file goes through', async () => {
    const [first, second] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const one = await conversationOf(t.app, first);
    const two = await conversationOf(t.app, second);
    expect((await sendFile(t, first, one, pdfOf(1.5 * MB))).statusCode).toBe(201);
    const refused = await sendFile(t, second, two, pdfOf(MB));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe(commonMessages.uploadStorageFull);
    expect((await sendFile(t, second, two, pdfOf(100 * 1024))).statusCode).toBe(201);

    const profile = (files: FilePart[]) => {
      const { payload, headers } = multipartBody({ fullName: 'Nama Baru', email: second.email }, files);
      return t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        payload,
        headers: { ...headers, cookie: second.cookie },
      });
    };
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a7' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const withPhoto = await profile([
      { field: 'photo', filename: 'foto.png', contentType: 'image/png', content: photo },
    ]);
    expect(withPhoto.statusCode).toBe(413);
    expect(withPhoto.json().error.message).toBe(commonMessages.uploadStorageFull);
    expect((await profile([])).statusCode).toBe(200);
  });
});
