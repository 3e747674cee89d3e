import { rm } from 'node:fs/promises';
import { defaultServiceHours } from '@sehat/core/service-hours/schedule';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminEditFields } from '../../../test/admin-users';
import { askQuestion, respondTo } from '../../../test/forum';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../test/helper';
import { injectAs } from '../../../test/inject-as';
import { addJournal } from '../../../test/journals';
import { multipartBody } from '../../../test/multipart';
import { seedQuestions, submit, yesAt } from '../../../test/selftest';
import { rendererSource, shellOnlyWebDist } from '../../../test/web-renderer';
import { LISTENER_APPLICATION_NAME } from '../database/pg-listener';

/** One instance: what a write answered here drops before its answer leaves (ADR 207). */
let t: TestApp;
let webDistDir: string;
let admin: Account;
let member: Account;
beforeAll(async () => {
  webDistDir = await shellOnlyWebDist();
  t = await buildTestApp({ webDistDir, webRendererPath: rendererSource });
  await seedQuestions(t.app);
  admin = await createAdmin(t.app);
  member = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});
// A frozen clock: a kept page is renewed only by a change, never by its age (ADR 82).
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(Date.now());
});
afterEach(() => {
  vi.restoreAllMocks();
});

const page = async (url: string) => (await t.app.inject({ url, headers: { accept: 'text/html' } })).body;
const read = async (url: string) => (await t.app.inject({ url })).json();
const firstQuestion = async () => (await read('/api/forum/questions')).questions[0];

/** How many API reads the page renderer made for `url`: none when its kept copy served. */
async function apiReadsRendering(url: string) {
  const inject = vi.spyOn(t.app, 'inject');
  await page(url);
  const urls = (inject.mock.calls as unknown[][]).map(([options]) => String(Object(options).url));
  inject.mockRestore();
  return urls.filter((url) => url.startsWith('/api/')).length;
}

describe('a write answered here drops only what its own commits changed', () => {
  it('keeps the cached reads and the rendered pages through writes to no public data', async () => {
    const journalLoads = vi.spyOn(t.app.journalsRepository, 'list');
    await read('/api/journals');
    await askQuestion(t.app, member);
    expect(await apiReadsRendering('/forum')).toBeGreaterThan(0);
    expect(await apiReadsRendering('/forum')).toBe(0);
    journalLoads.mockClear();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: member.username, password: member.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const submitted = await submit(t.app, { jawaban: yesAt(29, 3) }, { cookie: member.cookie });
    expect(submitted.statusCode, submitted.body).toBe(201);

    await read('/api/journals');
    expect(journalLoads).not.toHaveBeenCalled();
    expect(await apiReadsRendering('/forum')).toBe(0);
  });

  it('shows a forum question, a response and a changed name or photo in the very next read', async () => {
    for (let round = 1; round <= 5; round++) {
      const title = `Pertanyaan ke-${round} dari sini`;
      const question = await askQuestion(t.app, member, { title });
      expect((await firstQuestion()).id).toBe(question.id);
      expect(await page('/forum')).toContain(title);
    }
    const question = await askQuestion(t.app, member);
    await respondTo(t.app, admin, question.id);
    expect(await firstQuestion()).toMatchObject({ id: question.id, responseCount: 1 });

    const renamed = `${member.username}x`;
    const edit = await injectAs(t.app, admin)(
      'PUT',
      `/api/admin/users/${member.id}`,
      adminEditFields(member, { username: renamed }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await firstQuestion()).user.username).toBe(renamed);

    const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const fields = { fullName: 'Pengguna Berfoto', email: member.email };
    const form = multipartBody(fields, [
      { field: 'photo', filename: 'foto.jpg', contentType: 'image/jpeg', content: avatar },
    ]);
    const photo = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: form.payload,
      headers: { ...form.headers, cookie: member.cookie },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect((await firstQuestion()).user.photoUrl).toBe(photo.json().user.photoUrl);
  });

  it("shows an admin's journal, self-test question, service and service hours in the very next read", async () => {
    await page('/tes-diri');
    const journal = await addJournal(t.app, admin);
    expect((await read('/api/journals')).journals[0].id).toBe(journal.id);

    const wording = 'Apakah Anda sering merasa pusing akhir-akhir ini?';
    const edited = await injectAs(t.app, admin)('PUT', '/api/admin/selftest/questions/1', {
      pertanyaan: wording,
      kategori: 'neurosis',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read('/api/selftest/questions')).questions[0].pertanyaan).toBe(wording);
    expect(await page('/tes-diri')).toContain(wording);

    const name = 'Puskesmas Ujung Cache';
    expect(await page('/layanan?q=Ujung')).not.toContain(name);
    const created = await injectAs(t.app, admin)('POST', '/api/admin/services', {
      name,
      type: 'puskesmas',
      province: 'Riau',
      city: 'Pekanbaru',
      address: 'Jl. Contoh No. 2',
      phone: '(0761) 555-222',
      hours: 'Senin–Jumat 08.00–14.00',
      bpjs: true,
      lat: null,
      lng: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await page('/layanan?q=Ujung')).toContain(name);

    expect(await page('/bantuan')).not.toContain('WITA');
    const hours = await injectAs(t.app, admin)('PUT', '/api/admin/service-hours', {
      ...defaultServiceHours,
      timezone: 'Asia/Makassar',
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(await page('/bantuan')).toContain('WITA');
  });

  if (process.env.TEST_DB === 'postgres') {
    it('drops everything before answering a write while its listening connection is lost', async () => {
      await t.app.db.execute(
        sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
            where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      );
      const question = await askQuestion(t.app, member, { title: 'Ditanya saat pendengar putus' });
      expect((await firstQuestion()).id).toBe(question.id);
    });
  }
});
