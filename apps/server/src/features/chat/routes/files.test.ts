import path from 'node:path';
import { chatMessages as text } from '@sehat/core/chat/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../db/schema/index';
import { conversationOf, listMessages } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { multipartBody, type FilePart } from '../../../../test/multipart';
import { storedFilePaths } from '../../../../test/stored-files';
import { voiceNoteBytes } from '../../../../test/voice-note';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

let counter = 0;
function sendFile(
  account: Account,
  conversationId: number,
  file: FilePart | null,
  clientId = `file-${++counter}-abcdef`,
) {
  const { payload, headers } = multipartBody({ clientId }, file ? [file] : []);
  return t.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    payload,
    headers: { ...headers, cookie: account.cookie },
  });
}

const part = (content: Buffer, filename: string, contentType: string): FilePart => ({
  field: 'file',
  filename,
  contentType,
  content,
});

const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
    .withExif({ IFD0: { Artist: 'Siti', Copyright: 'lokasi-rumah' } })
    .jpeg()
    .toBuffer();

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const chatFilesOnDisk = () => storedFilePaths(t, '.private/chat/');

describe('sending files', () => {
  it('stores an image without its metadata, recorded as an upload of the conversation user', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const response = await sendFile(
      user,
      id,
      part(await photoWithGps(), 'C:\\foto\\kamar saya.jpeg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(201);
    const { message } = response.json();
    expect(message).toMatchObject({
      type: 'file',
      message: 'kamar saya.jpg',
      file: { url: `/api/chat/files/${message.id}`, name: 'kamar saya.jpg', mime: 'image/jpeg' },
    });
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(row).toMatchObject({ kind: 'chat', mime: 'image/jpeg', originalName: 'kamar saya.jpg' });
    expect(row!.path).toMatch(/^\.private\/chat\/[\w-]+\.jpg$/);

    const served = await t.app.inject({ url: message.file.url, headers: { cookie: user.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="kamar saya.jpg"; filename*=UTF-8''kamar%20saya.jpg`,
    );
    expect(served.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(64);
  });

  it('serves a PDF as a download, to the user and to admins only', async () => {
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const id = await conversationOf(t.app, user);
    const { message } = (await sendFile(admin, id, part(pdf, 'Panduan tidur.pdf', 'application/pdf'))).json();
    expect(message).toMatchObject({
      senderRole: 'admin',
      file: { mime: 'application/pdf', size: pdf.length },
    });
    // The admin's attachment belongs to the conversation's user, and goes with them.
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(row?.kind).toBe('chat');

    const asUser = await t.app.inject({ url: message.file.url, headers: { cookie: user.cookie } });
    expect(asUser.statusCode).toBe(200);
    expect(asUser.rawPayload.equals(pdf)).toBe(true);
    expect(asUser.headers['content-disposition']).toMatch(/^attachment; filename="Panduan tidur.pdf"/);
    const otherAdmin = await createAdmin(t.app);
    expect(
      (await t.app.inject({ url: message.file.url, headers: { cookie: otherAdmin.cookie } })).statusCode,
    ).toBe(200);
    const asOther = await t.app.inject({ url: message.file.url, headers: { cookie: other.cookie } });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain('PDF');
    expect((await t.app.inject({ url: message.file.url })).statusCode).toBe(401);
  });

  it('takes a voice recording (Ogg Opus) as sent, stored and served as audio/ogg (ADR 237)', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const bytes = voiceNoteBytes();
    const response = await sendFile(user, id, part(bytes, 'rekaman.opus', 'audio/ogg'));
    expect(response.statusCode).toBe(201);
    const { message } = response.json();
    expect(message.file).toMatchObject({ name: 'rekaman.ogg', mime: 'audio/ogg', size: bytes.length });
    const served = await t.app.inject({ url: message.file.url, headers: { cookie: user.cookie } });
    expect(served.headers['content-type']).toBe('audio/ogg');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('is never reachable through the public /uploads path', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    await sendFile(user, id, part(pdf, 'rahasia.pdf', 'application/pdf'));
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id));
    const name = path.basename(row!.path);
    for (const url of [
      `/uploads/${row!.path}`,
      `/uploads/%2Eprivate/chat/${name}`,
      `/uploads/avatars/../.private/chat/${name}`,
      `/uploads//.private/chat/${name}`,
    ]) {
      const response = await t.app.inject({ url, headers: { cookie: user.cookie } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('%PDF');
    }
  });

  it.each([
    ['a text file called .pdf', Buffer.from('bukan pdf sama sekali'), 'surat.pdf', 'application/pdf'],
    [
      'an SVG image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_label, content, filename, contentType) => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const before = await chatFilesOnDisk();
    const response = await sendFile(user, id, part(content, filename, contentType));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(text.fileTypeNotAllowed);
    expect((await listMessages(t.app, user, id)).json().messages).toHaveLength(0);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(0);
    expect(await chatFilesOnDisk()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and the chat message', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await sendFile(user, id, part(big, 'besar.pdf', 'application/pdf'));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Ukuran file maksimal 10 MB.');
    expect((await listMessages(t.app, user, id)).json().messages).toHaveLength(0);
  });

  it('accepts a file just under 10 MB', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length - 1, 0x20)]);
    expect((await sendFile(user, id, part(large, 'besar.pdf', 'application/pdf'))).statusCode).toBe(201);
  });

  it('needs a file part and a clientId', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const noFile = await sendFile(user, id, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(text.fileMissing);
    const noClientId = await sendFile(user, id, part(pdf, 'a.pdf', 'application/pdf'), '');
    expect(noClientId.statusCode).toBe(400);
  });

  it('returns the original file message for a retried upload and keeps one file', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const before = (await chatFilesOnDisk()).length;
    const first = await sendFile(user, id, part(pdf, 'a.pdf', 'application/pdf'), 'upload-retry-01');
    const retry = await sendFile(user, id, part(pdf, 'a.pdf', 'application/pdf'), 'upload-retry-01');
    expect(retry.json().message).toEqual(first.json().message);
    expect((await chatFilesOnDisk()).length).toBe(before + 1);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(1);
  });

  it("answers 404 for a text message's id", async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const sentText = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      headers: { cookie: user.cookie },
      payload: { message: 'Halo', clientId: 'text-message-01' },
    });
    const url = `/api/chat/files/${sentText.json().message.id}`;
    expect((await t.app.inject({ url, headers: { cookie: user.cookie } })).statusCode).toBe(404);
  });
});
