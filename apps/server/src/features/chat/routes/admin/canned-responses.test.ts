import { cannedResponseLimits } from '@sehat/core/chat/canned-responses';
import { cannedResponseMessages } from '@sehat/core/chat/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { cannedResponses } from '../../../../db/schema/index';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../../test/helper';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const url = '/api/admin/chat/canned-responses';
const call = (
  account: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path = url,
  payload?: object,
) => t.app.inject({ method, url: path, payload, headers: account ? { cookie: account.cookie } : {} });
const list = async () =>
  (await call(admin, 'GET')).json<{ cannedResponses: { id: number; title: string; text: string }[] }>()
    .cannedResponses;

describe('/api/admin/chat/canned-responses', () => {
  it('adds, lists by title, replaces and deletes a prepared answer', async () => {
    const created = await call(admin, 'POST', url, {
      title: '  Salam  ',
      text: ' Halo, ada yang bisa dibantu? ',
    });
    expect(created.statusCode).toBe(201);
    const { cannedResponse } = created.json();
    expect(cannedResponse).toEqual({
      id: expect.any(Number),
      title: 'Salam',
      text: 'Halo, ada yang bisa dibantu?',
    });
    await call(admin, 'POST', url, { title: 'Akhir sesi', text: 'Terima kasih sudah bercerita.' });
    expect((await list()).map((r) => r.title)).toEqual(['Akhir sesi', 'Salam']);

    const replaced = await call(admin, 'PUT', `${url}/${cannedResponse.id}`, {
      title: 'Sapaan',
      text: 'Halo!',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().cannedResponse).toEqual({ id: cannedResponse.id, title: 'Sapaan', text: 'Halo!' });

    expect((await call(admin, 'DELETE', `${url}/${cannedResponse.id}`)).statusCode).toBe(204);
    expect((await list()).map((r) => r.id)).not.toContain(cannedResponse.id);
    const gone = await call(admin, 'PUT', `${url}/${cannedResponse.id}`, { title: 'x', text: 'y' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(cannedResponseMessages.notFound);
    expect((await call(admin, 'DELETE', `${url}/${cannedResponse.id}`)).statusCode).toBe(404);
    const malformed = await call(admin, 'DELETE', `${url}/abc`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(cannedResponseMessages.notFound);
  });

  it('refuses empty and overlong fields with their own messages, writing nothing', async () => {
    const before = (await list()).length;
    const cases: [object, string][] = [
      [{ text: 'Isi' }, cannedResponseMessages.titleRequired],
      [{ title: '   ', text: 'Isi' }, cannedResponseMessages.titleRequired],
      [{ title: 'Judul', text: '' }, cannedResponseMessages.textRequired],
      [
        { title: 'x'.repeat(cannedResponseLimits.titleMax + 1), text: 'Isi' },
        cannedResponseMessages.titleTooLong(cannedResponseLimits.titleMax),
      ],
      [
        { title: 'Judul', text: 'x'.repeat(cannedResponseLimits.textMax + 1) },
        cannedResponseMessages.textTooLong(cannedResponseLimits.textMax),
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call(admin, 'POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await list()).toHaveLength(before);
  });

  it(`keeps at most ${cannedResponseLimits.countMax}`, async () => {
    const room = cannedResponseLimits.countMax - (await list()).length;
    await t.app.db
      .insert(cannedResponses)
      .values(Array.from({ length: room }, (_, i) => ({ title: `Isi ${i}`, text: 'Teks' })));
    const full = await call(admin, 'POST', url, { title: 'Satu lagi', text: 'Teks' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(cannedResponseMessages.tooMany(cannedResponseLimits.countMax));
    expect(await list()).toHaveLength(cannedResponseLimits.countMax);
  });

  it('is for admins only: a user can neither read nor change them', async () => {
    const user = await registerUser(t.app);
    const [someone] = await list();
    const attempts = [
      ['GET', url],
      ['POST', url],
      ['PUT', `${url}/${someone!.id}`],
      ['DELETE', `${url}/${someone!.id}`],
    ] as const;
    for (const [method, path] of attempts) {
      const payload =
        method === 'POST' || method === 'PUT' ? { title: 'Diam-diam', text: 'Teks' } : undefined;
      expect((await call(user, method, path, payload)).statusCode).toBe(403);
      expect((await call(null, method, path, payload)).statusCode).toBe(401);
    }
    expect((await list()).find((r) => r.id === someone!.id)).toEqual(someone);
  });
});
