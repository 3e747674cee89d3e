import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { register, type Session } from './support/api-client';
import { startRefused, startServer, stop } from './support/server-process';
import { smallDisk } from './support/small-disk';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function disk(megabytes: number) {
  const made = await smallDisk(megabytes);
  cleanups.push(() => made.destroy());
  return made;
}

const photo = () =>
  sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

async function setAvatar(session: Session) {
  const form = new FormData();
  form.set('fullName', 'Uji Disk');
  form.set('email', session.email);
  form.set('photo', new Blob([await photo()], { type: 'image/png' }), 'foto.png');
  return fetch(`${session.base}/api/profile`, {
    method: 'PATCH',
    headers: { cookie: session.cookie },
    body: form,
  });
}

const health = async (base: string) => {
  const response = await fetch(`${base}/api/health`);
  return { status: response.status, body: (await response.json()) as { reason?: string } };
};

describe('disk faults', () => {
  it('at start: a read-only DATA_DIR is a clear message naming the folder', async () => {
    const small = await disk(8);
    await small.readOnly(true);
    const refused = await startRefused({ DATA_DIR: small.dir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `DATA_DIR ${small.dir} is not writable: the file system is read-only (EROFS).`,
    );
    expect(refused.output).not.toContain('RuntimeError');
  });

  it('at start: a full disk is a clear message naming the folder', async () => {
    const small = await disk(8);
    await small.fill();
    const refused = await startRefused({ DATA_DIR: small.dir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      new RegExp(`DATA_DIR ${small.dir} is (not writable: the disk is full|on a nearly full disk)`),
    );
    expect(refused.output).not.toContain('RuntimeError');
  });

  it('while running: failing writes answer 503 JSON, leave no temp files, and health says so', async () => {
    const data = await disk(200);
    const uploads = await disk(8);
    // The upload folder's disk fills: files are kept there only with FILE_STORAGE=folder (ADR 186).
    const server = await startServer({ DATA_DIR: data.dir, UPLOAD_DIR: uploads.dir, FILE_STORAGE: 'folder' });
    const session = await register(server.url);
    expect((await setAvatar(session)).status).toBe(200);

    await uploads.fill();
    const full = await setAvatar(session);
    expect(full.status).toBe(503);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    expect(
      (await readdir(path.join(uploads.dir, 'avatars'))).filter((name) => name.endsWith('.tmp')),
    ).toEqual([]);
    expect(await health(server.url)).toEqual({
      status: 503,
      body: expect.objectContaining({ status: 'unavailable', reason: 'storage-unwritable' }),
    });

    await uploads.free();
    await uploads.readOnly(true);
    expect((await setAvatar(session)).status).toBe(503);
    expect((await health(server.url)).status).toBe(503);

    await uploads.readOnly(false);
    expect(server.child.exitCode).toBeNull();
    expect(await stop(server)).toBe(0);
  });
});
