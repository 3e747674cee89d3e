import { commonMessages } from '@sehat/core/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { profileMessages } from '@sehat/core/profile/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads, users } from '../../../db/schema/index';
import { type Account, registerUser, useTestApp } from '../../../../test/helper';
import { multipartBody, type FilePart } from '../../../../test/multipart';
import { storedFilePaths } from '../../../../test/stored-files';

const t = useTestApp();

const photo = (content: Buffer, filename = 'foto.jpg', contentType = 'image/jpeg'): FilePart => ({
  field: 'photo',
  filename,
  contentType,
  content,
});

async function jpegWithExif(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .withExif({ IFD0: { Copyright: 'rahasia', Artist: 'Siti' } })
    .jpeg()
    .toBuffer();
}

function patchProfile(account: Account, fields: Record<string, string>, files: FilePart[] = []) {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    payload,
    headers: { ...headers, cookie: account.cookie },
  });
}

const rowOf = async (account: Account) =>
  (await t.app.db.select().from(users).where(eq(users.id, account.id)))[0]!;
const avatarFiles = () => storedFilePaths(t, 'avatars/');

describe('GET /api/profile', () => {
  it("returns the session user's profile", async () => {
    const account = await registerUser(t.app);
    const response = await t.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: account.id,
      username: account.username,
      email: account.email,
    });
  });

  it("answers 401 'User belum login!' to a visitor", async () => {
    const response = await t.app.inject({ url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'User belum login!' });
  });
});

describe('PATCH /api/profile', () => {
  it('updates text fields and stores a re-encoded square WebP avatar without metadata', async () => {
    const account = await registerUser(t.app);
    const response = await patchProfile(
      account,
      { fullName: '  Siti Rahma ', email: 'SITI.RAHMA@contoh.id', address: 'Jl. Sudirman 1, Pekanbaru' },
      [photo(await jpegWithExif())],
    );
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      fullName: 'Siti Rahma',
      email: 'siti.rahma@contoh.id',
      address: 'Jl. Sudirman 1, Pekanbaru',
    });
    expect(user.photoUrl).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);

    const served = await t.app.inject({ url: user.photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('replaces the old avatar file and keeps it when no new photo is sent', async () => {
    const account = await registerUser(t.app);
    const fields = { fullName: 'Budi', email: account.email, address: '' };
    const first = (await patchProfile(account, fields, [photo(await jpegWithExif())])).json().user.photoUrl;
    const second = (await patchProfile(account, fields, [photo(await jpegWithExif(300, 900))])).json().user
      .photoUrl;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    const records = await t.app.db.select().from(uploads).where(eq(uploads.userId, account.id));
    expect(records.map((r) => `/uploads/${r.path}`)).toEqual([second]);
    expect(records[0]).toMatchObject({ kind: 'avatar', mime: 'image/webp' });
    const third = (await patchProfile(account, { ...fields, fullName: 'Budi S' })).json().user;
    expect(third.photoUrl).toBe(second);
    expect(third.fullName).toBe('Budi S');
  });

  it('accepts a JSON body without a photo', async () => {
    const account = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { fullName: 'Nama JSON', email: account.email },
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ fullName: 'Nama JSON', address: '' });
  });

  it('refuses a non-image disguised as an image (415) and keeps the old avatar and data', async () => {
    const account = await registerUser(t.app);
    const fields = { fullName: 'Asli', email: account.email, address: 'Alamat asli' };
    const original = (await patchProfile(account, fields, [photo(await jpegWithExif())])).json().user;
    const filesBefore = await avatarFiles();

    const fake = Buffer.from('<?php echo "halo"; ?>'.repeat(20));
    const response = await patchProfile(account, { ...fields, fullName: 'Diubah' }, [
      photo(fake, 'foto.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: profileMessages.imagesOnly,
    });

    const row = await rowOf(account);
    expect(row.fullName).toBe('Asli');
    expect(`/uploads/${row.photoPath}`).toBe(original.photoUrl);
    expect(await avatarFiles()).toEqual(filesBefore);
  });

  it('refuses a PDF even when named .jpg', async () => {
    const account = await registerUser(t.app);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)]);
    const response = await patchProfile(account, { fullName: 'X', email: account.email }, [photo(pdf)]);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const account = await registerUser(t.app);
    const filesBefore = await avatarFiles();
    const huge = Buffer.concat([await jpegWithExif(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await patchProfile(account, { fullName: 'Besar', email: account.email }, [photo(huge)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: profileMessages.imageTooLarge,
    });
    expect((await rowOf(account)).fullName).not.toBe('Besar');
    expect(await avatarFiles()).toEqual(filesBefore);
  });

  it.each([
    [{ fullName: '', email: 'a@contoh.id' }, 'fullName', authMessages.fullNameRequired],
    [{ fullName: 'A', email: 'bukan email' }, 'email', authMessages.emailInvalid],
    [{ fullName: 'A' }, 'email', authMessages.emailRequired],
    [{ fullName: 'A'.repeat(101), email: 'a@contoh.id' }, 'fullName', authMessages.fullNameTooLong],
    [
      { fullName: 'A', email: 'a@contoh.id', address: 'x'.repeat(256) },
      'address',
      profileMessages.addressTooLong,
    ],
  ])('400 for %o and no change (photo not stored either)', async (fields, field, message) => {
    const account = await registerUser(t.app);
    const before = await rowOf(account);
    const filesBefore = await avatarFiles();
    const response = await patchProfile(account, fields as Record<string, string>, [
      photo(await jpegWithExif()),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      message,
      fields: { [field]: message },
    });
    expect(await rowOf(account)).toEqual(before);
    expect(await avatarFiles()).toEqual(filesBefore);
  });

  it("409 when the email belongs to someone else; the other account's email is untouched", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const response = await patchProfile(other, { fullName: 'Penyusup', email: owner.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(authMessages.emailTaken);
    expect((await rowOf(other)).email).toBe(other.email);
  });

  it('changes only the session user, whatever id the client sends', async () => {
    const victim = await registerUser(t.app);
    const attacker = await registerUser(t.app);
    const response = await patchProfile(attacker, {
      id: String(victim.id),
      fullName: 'Diretas',
      email: attacker.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(attacker.id);
    expect((await rowOf(victim)).fullName).not.toBe('Diretas');
  });

  it('needs a session', async () => {
    const { payload, headers } = multipartBody({ fullName: 'A', email: 'a@contoh.id' });
    const response = await t.app.inject({ method: 'PATCH', url: '/api/profile', payload, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(commonMessages.notLoggedIn);
  });
});
