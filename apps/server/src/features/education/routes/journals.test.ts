import { commonMessages } from '@sehat/core/messages';
import { journalMessages } from '@sehat/core/education/messages';
import type { Journal, JournalList } from '@sehat/core/education/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { journals } from '../../../db/schema/index';
import { createAdmin, useTestApp } from '../../../../test/helper';
import { addJournal } from '../../../../test/journals';

const t = useTestApp();
const added: Journal[] = [];

const list = async (query = '') => {
  const response = await t.app.inject({ url: `/api/journals${query}` });
  return { status: response.statusCode, body: response.json<JournalList>(), raw: response.json() };
};

beforeAll(async () => {
  const empty = await list();
  expect(empty.body).toEqual({
    journals: [],
    categoryCounts: { neurosis: 0, psikotik: 0, ptsd: 0, depresi: 0, anxiety: 0 },
    total: 0,
    nextCursor: null,
  });
  const admin = await createAdmin(t.app);
  for (const body of [
    { kategori: 'neurosis', judul: 'Depresi pada remaja', kutipan: 'Tanda awal yang sering terlewat.' },
    { kategori: 'neurosis', judul: 'Cemas menjelang ujian', kutipan: 'Latihan napas membantu 100% siswa?' },
    {
      kategori: 'psikotik',
      judul: 'Skizofrenia dan keluarga',
      kutipan: 'Dukungan keluarga mengurangi kekambuhan.',
    },
    { kategori: 'ptsd', judul: 'Trauma setelah bencana', kutipan: 'Penyintas TSUNAMI di Aceh.' },
    { kategori: 'ptsd', judul: 'Terapi EMDR', kutipan: 'Pilihan terapi berfokus trauma_dan efektif.' },
  ] as const) {
    added.push(await addJournal(t.app, admin, body));
  }
});

describe('GET /api/journals', () => {
  it('lists every journal newest first for a visitor, in the contract shape', async () => {
    const { status, raw } = await list();
    expect(status).toBe(200);
    expect(raw.journals.map((j: Journal) => j.id)).toEqual(added.map((j) => j.id).reverse());
    expect(raw.categoryCounts).toEqual({ neurosis: 2, psikotik: 1, ptsd: 2, depresi: 0, anxiety: 0 });
    expect(raw.total).toBe(5);
    expect(raw.nextCursor).toBeNull();
    const first = raw.journals[0];
    expect(Object.keys(first).sort()).toEqual(
      ['createdAt', 'id', 'judul', 'kategori', 'kutipan', 'link', 'sumber', 'updatedAt'].sort(),
    );
    expect(first.link).toBe(first.sumber);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
  });

  it('filters by category; the counts still cover every category', async () => {
    const { body } = await list('?category=ptsd');
    expect(body.journals.map((j) => j.judul)).toEqual(['Terapi EMDR', 'Trauma setelah bencana']);
    expect(body.journals.every((j) => j.kategori === 'ptsd')).toBe(true);
    expect(body.categoryCounts).toEqual({ neurosis: 2, psikotik: 1, ptsd: 2, depresi: 0, anxiety: 0 });
    expect(body.total).toBe(2);
  });

  it('searches title and quote, ignoring case; the counts follow the search', async () => {
    const byTitle = await list('?q=DEPRESI');
    expect(byTitle.body.journals.map((j) => j.judul)).toEqual(['Depresi pada remaja']);
    const byQuote = await list(`?q=${encodeURIComponent('tsunami di aceh')}`);
    expect(byQuote.body.journals.map((j) => j.judul)).toEqual(['Trauma setelah bencana']);
    expect(byQuote.body.categoryCounts).toEqual({
      neurosis: 0,
      psikotik: 0,
      ptsd: 1,
      depresi: 0,
      anxiety: 0,
    });
    const combined = await list('?q=trauma&category=neurosis');
    expect(combined.body).toMatchObject({ journals: [], total: 0, categoryCounts: { ptsd: 2 } });
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(`?q=${encodeURIComponent('%')}`)).body.journals.map((j) => j.judul)).toEqual([
      'Cemas menjelang ujian',
    ]);
    expect((await list('?q=_')).body.journals.map((j) => j.judul)).toEqual(['Terapi EMDR']);
  });

  it('pages with limit and an opaque cursor until nextCursor is null', async () => {
    const seen: number[] = [];
    let query = '?limit=2';
    for (let page = 0; page < 5; page += 1) {
      const { body } = await list(query);
      expect(body.journals.length).toBeLessThanOrEqual(2);
      expect(body.total).toBe(5);
      seen.push(...body.journals.map((j) => j.id));
      if (!body.nextCursor) break;
      query = `?limit=2&cursor=${encodeURIComponent(body.nextCursor)}`;
    }
    expect(seen).toEqual(added.map((j) => j.id).reverse());
  });

  it('gives a stored source that is not a link as link null', async () => {
    const [legacy] = await t.app.db
      .insert(journals)
      .values({ kategori: 'psikotik', judul: 'Impor lama', sumber: 'Buku Saku Kesehatan Jiwa', kutipan: 'x' })
      .returning();
    const { body } = await list('?category=psikotik');
    expect(body.journals.find((j) => j.id === legacy!.id)).toMatchObject({
      sumber: 'Buku Saku Kesehatan Jiwa',
      link: null,
    });
  });

  it.each([
    ['?category=zat', journalMessages.categoryInvalid],
    ['?category=Neurosis', journalMessages.categoryInvalid],
    [`?q=${'x'.repeat(101)}`, journalMessages.searchTooLong],
    ['?limit=0', commonMessages.invalidInput],
    ['?limit=101', commonMessages.invalidInput],
    ['?limit=semua', commonMessages.invalidInput],
    ['?cursor=bukan-cursor', commonMessages.invalidInput],
    [`?cursor=${Buffer.from('id:0').toString('base64url')}`, commonMessages.invalidInput],
  ])('answers 400 to %s', async (query, message) => {
    const response = await t.app.inject({ url: `/api/journals${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_INPUT', message });
  });

  it('serves the whole small list of a category in one call (limit up to 100)', async () => {
    const { status, body } = await list('?category=neurosis&limit=100');
    expect(status).toBe(200);
    expect(body.journals).toHaveLength(2);
    expect(body.nextCursor).toBeNull();
  });
});

describe('the categories of every topic of the corner', () => {
  it('keeps Depresi and Anxiety journals apart from Neurosis, and counts them', async () => {
    const admin = await createAdmin(t.app);
    const depresi = await addJournal(t.app, admin, {
      kategori: 'depresi',
      judul: 'Depresi setelah melahirkan',
      kutipan: 'Dukungan keluarga membantu pemulihan.',
    });
    const anxiety = await addJournal(t.app, admin, {
      kategori: 'anxiety',
      judul: 'Serangan panik',
      kutipan: 'Napas perlahan menenangkan tubuh.',
    });
    const { body } = await list('?category=depresi');
    expect(body.journals.map((j) => j.id)).toEqual([depresi.id]);
    expect(body.categoryCounts).toMatchObject({ depresi: 1, anxiety: 1, neurosis: 2 });
    expect((await list('?category=anxiety')).body.journals.map((j) => j.id)).toEqual([anxiety.id]);
    // The whole list counts every category it shows, the newer two too (issue 48 item 3).
    const all = (await list('?limit=100')).body;
    expect(all.journals.map((j) => j.id)).toEqual(expect.arrayContaining([depresi.id, anxiety.id]));
    expect(all.total).toBe(all.journals.length);
  });
});
