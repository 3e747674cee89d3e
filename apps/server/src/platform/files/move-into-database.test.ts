import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { storedFiles, uploads } from '../../db/schema/index';
import { conversationOf, sendPdf } from '../../../test/chat';
import { openTwoTestDatabases } from '../../../test/database';
import { buildTestApp, createAdmin, registerUser, type TestApp } from '../../../test/helper';
import { multipartBody } from '../../../test/multipart';
import { writeChunks } from './database-storage';
import { moveFolderIntoDatabase } from './move-into-database';

const opened: TestApp[] = [];
let uploadDir: string;
afterAll(async () => {
  for (const app of opened) await app.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('moving files from the folder into the database', () => {
  it('copies every file a row names once, records it, empties the folder, and resumes after an interruption', async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-move-'));
    const [first, second] = await openTwoTestDatabases();

    // A server that kept files in the folder: an avatar and two chat files.
    const before = await buildTestApp({ fileStorage: 'folder', uploadDir }, second);
    await createAdmin(before.app);
    const user = await registerUser(before.app);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody({ fullName: 'Siti', email: user.email, address: '' }, [
      { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', content: picture },
    ]);
    const profile = await before.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload,
      headers: { ...headers, cookie: user.cookie },
    });
    expect(profile.statusCode).toBe(200);
    const conversationId = await conversationOf(before.app, user);
    await sendPdf(before.app, user, conversationId);
    await sendPdf(before.app, user, conversationId);
    const files = (await before.app.db.select().from(uploads).where(eq(uploads.userId, user.id))).map(
      (row) => row.path,
    );
    expect(files).toHaveLength(3);
    const bytes = new Map(
      await Promise.all(
        files.map(async (file) => [file, await readFile(path.join(uploadDir, file))] as const),
      ),
    );
    // An earlier start copied the first file and stopped before deleting it from the folder.
    await before.app.db.insert(storedFiles).values({ path: files[0]! });
    await writeChunks(before.app.db, files[0]!, bytes.get(files[0]!)!);
    // A file no row names (left by a crash) is not the move's to take.
    await writeFile(path.join(uploadDir, 'avatars', 'yatim.webp'), 'tanpa pemilik');
    await before.close();

    const after = await buildTestApp({ fileStorage: 'database', uploadDir }, first);
    opened.unshift(after);
    const recorded = await after.app.db.select().from(storedFiles);
    expect(recorded.map((row) => row.path).sort()).toEqual([...files].sort());
    for (const file of files) {
      expect(existsSync(path.join(uploadDir, file)), file).toBe(false);
      const found = await after.app.fileStorage.open(file);
      const chunks: Buffer[] = [];
      for await (const chunk of found!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes.get(file)!), file).toBe(true);
      expect(found!.size).toBe(bytes.get(file)!.length);
    }
    expect(existsSync(path.join(uploadDir, 'avatars', 'yatim.webp'))).toBe(true);
    const avatar = await after.app.inject({ url: profile.json().user.photoUrl });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.rawPayload.equals(bytes.get(profile.json().user.photoUrl.replace('/uploads/', ''))!)).toBe(
      true,
    );

    // Run again (the next start): nothing left to copy, nothing copied twice.
    await mkdir(path.join(uploadDir, '.private', 'chat'), { recursive: true });
    expect(await moveFolderIntoDatabase(after.app, uploadDir)).toBe(0);
    expect(await after.app.db.select().from(storedFiles)).toHaveLength(3);
  });
});
