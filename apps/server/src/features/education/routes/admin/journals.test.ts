import { commonMessages } from '@sehat/core/messages';
import { journalMessages } from '@sehat/core/education/messages';
import type { Journal } from '@sehat/core/education/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journals } from '../../../../db/schema/index';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../../test/helper';
import { addJournal, journalBody } from '../../../../../test/journals';

const t = useTestApp();
let admin: Account;
let user: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
  user = await registerUser(t.app);
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const rowOf = async (id: number) => (await t.app.db.select().from(journals).where(eq(journals.id, id)))[0];
const journalCount = async () => (await t.app.db.select({ id: journals.id }).from(journals)).length;

describe('POST /api/admin/journals', () => {
  it('adds a journal with trimmed texts and a normalised link, visible in the public list', async () => {
    const body = journalBody({
      kategori: 'ptsd',
      judul: '  Trauma dan pemulihan  ',
      sumber: 'https://WHO.int/ptsd',
    });
    const response = await send('POST', '/api/admin/journals', admin.cookie, body);
    expect(response.statusCode).toBe(201);
    const { journal } = response.json<{ journal: Journal }>();
    expect(journal).toMatchObject({
      kategori: 'ptsd',
      judul: 'Trauma dan pemulihan',
      sumber: 'https://who.int/ptsd',
      link: 'https://who.int/ptsd',
      kutipan: body.kutipan,
    });
    const related = await t.app.inject({ url: '/api/journals?category=ptsd' });
    expect(related.json().journals.map((j: Journal) => j.id)).toContain(journal.id);
  });

  it('refuses visitors (401) and users (403) and stores nothing', async () => {
    const before = await journalCount();
    const visitor = await send('POST', '/api/admin/journals', undefined, journalBody());
    expect(visitor.statusCode).toBe(401);
    const ordinary = await send('POST', '/api/admin/journals', user.cookie, journalBody());
    expect(ordinary.statusCode).toBe(403);
    expect(ordinary.json().error).toEqual({ code: 'FORBIDDEN', message: commonMessages.forbidden });
    expect(await journalCount()).toBe(before);
  });

  it('refuses a request sent from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/journals',
      payload: journalBody(),
      headers: { cookie: admin.cookie, origin: 'https://jahat.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{ judul: '' }, 'judul', journalMessages.requiredFields],
    [{ sumber: '   ' }, 'sumber', journalMessages.requiredFields],
    [{ kutipan: '' }, 'kutipan', journalMessages.requiredFields],
    [{ sumber: 'javascript:alert(document.cookie)' }, 'sumber', journalMessages.sumberInvalid],
    [{ sumber: 'who.int/depresi' }, 'sumber', journalMessages.sumberInvalid],
    [{ judul: 'j'.repeat(201) }, 'judul', journalMessages.judulTooLong],
    [{ kutipan: 'k'.repeat(2001) }, 'kutipan', journalMessages.kutipanTooLong],
    [{ kategori: 'zat' }, 'kategori', journalMessages.categoryInvalid],
    [{ kategori: undefined }, 'kategori', journalMessages.categoryRequired],
  ])('answers 400 to %o and stores nothing', async (patch, field, message) => {
    const before = await journalCount();
    const response = await send('POST', '/api/admin/journals', admin.cookie, { ...journalBody(), ...patch });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'INVALID_INPUT', message });
    expect(error.fields[field]).toBe(message);
    expect(await journalCount()).toBe(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/journals',
      payload: '{"judul": ',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_INPUT');
  });
});

describe('PUT /api/admin/journals/:id', () => {
  it('replaces every field, moves the category and updates updatedAt', async () => {
    const journal = await addJournal(t.app, admin, { kategori: 'neurosis' });
    const next = journalBody({ kategori: 'psikotik', judul: 'Judul baru', kutipan: 'Kutipan baru.' });
    const response = await send('PUT', `/api/admin/journals/${journal.id}`, admin.cookie, next);
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ journal: Journal }>().journal;
    expect(updated).toMatchObject({
      id: journal.id,
      ...next,
      link: next.sumber,
      createdAt: journal.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(journal.updatedAt));
    const inNeurosis = await t.app.inject({ url: '/api/journals?category=neurosis&limit=100' });
    expect(inNeurosis.json().journals.map((j: Journal) => j.id)).not.toContain(journal.id);
  });

  it('answers 404 for a journal that does not exist', async () => {
    const response = await send('PUT', '/api/admin/journals/999999', admin.cookie, journalBody());
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: journalMessages.notFound });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 to the id %s', async (id) => {
    const response = await send('PUT', `/api/admin/journals/${id}`, admin.cookie, journalBody());
    expect(response.statusCode).toBe(400);
  });

  it('keeps the journal unchanged on bad input, for users and for visitors', async () => {
    const journal = await addJournal(t.app, admin);
    const before = await rowOf(journal.id);
    const bad = await send('PUT', `/api/admin/journals/${journal.id}`, admin.cookie, {
      ...journalBody(),
      judul: '',
      sumber: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      judul: journalMessages.requiredFields,
      sumber: journalMessages.sumberInvalid,
    });
    expect(
      (await send('PUT', `/api/admin/journals/${journal.id}`, user.cookie, journalBody())).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/api/admin/journals/${journal.id}`, undefined, journalBody())).statusCode,
    ).toBe(401);
    expect(await rowOf(journal.id)).toEqual(before);
  });
});

describe('DELETE /api/admin/journals/:id', () => {
  it('deletes the journal once; a second delete is a 404', async () => {
    const journal = await addJournal(t.app, admin);
    const response = await send('DELETE', `/api/admin/journals/${journal.id}`, admin.cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await rowOf(journal.id)).toBeUndefined();
    const again = await send('DELETE', `/api/admin/journals/${journal.id}`, admin.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(journalMessages.notFound);
  });

  it('refuses users and visitors and keeps the journal', async () => {
    const journal = await addJournal(t.app, admin);
    expect((await send('DELETE', `/api/admin/journals/${journal.id}`, user.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/journals/${journal.id}`)).statusCode).toBe(401);
    expect(await rowOf(journal.id)).toBeDefined();
  });

  it('answers 400 to an id that is not a journal id', async () => {
    expect((await send('DELETE', '/api/admin/journals/semua', admin.cookie)).statusCode).toBe(400);
  });
});
