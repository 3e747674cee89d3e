import type { ForumQuestion } from '@sehat/core/forum/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion } from '../../../../test/forum';

const t = useTestApp();
let fear: ForumQuestion;
let sleep: ForumQuestion;
let voices: ForumQuestion;

beforeAll(async () => {
  const account = await registerUser(t.app);
  fear = await askQuestion(t.app, account, {
    title: 'Ketakutan setiap malam',
    desc: 'Saya merasa gelisah dan berdebar.',
    tag: 'ptsd',
  });
  sleep = await askQuestion(t.app, account, {
    title: 'Susah tidur',
    desc: 'Sudah seminggu saya tidak bisa tidur nyenyak karena kecemasan.',
    tag: 'neurosis',
  });
  voices = await askQuestion(t.app, account, {
    title: 'Mendengar suara-suara',
    desc: 'Kadang saya mendengar bisikan yang tidak didengar orang lain.',
    tag: 'psikotik',
  });
});

async function search(q: string, extra = ''): Promise<{ ids: number[]; total: number }> {
  const response = await t.app.inject({
    url: `/api/forum/questions?q=${encodeURIComponent(q)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ questions: ForumQuestion[]; total: number }>();
  return { ids: body.questions.map((q) => q.id), total: body.total };
}

describe('search (q) over title and description', () => {
  it('finds a word of the title or of the description, any case', async () => {
    expect((await search('TIDUR')).ids).toEqual([sleep.id]);
    expect((await search('bisikan')).ids).toEqual([voices.id]);
  });

  it('matches Indonesian word forms through their stem', async () => {
    // 'takut' is the stem of 'Ketakutan'; 'cemas' of 'kecemasan'; 'dengar' of 'mendengar'.
    expect((await search('takut')).ids).toEqual([fear.id]);
    expect((await search('cemas')).ids).toEqual([sleep.id]);
    expect((await search('didengar')).ids).toEqual([voices.id]);
  });

  it('matches the start of a word as typed (prefix)', async () => {
    expect((await search('ketaku')).ids).toEqual([fear.id]);
    expect((await search('nyeny')).ids).toEqual([sleep.id]);
    expect((await search('gelis')).ids).toEqual([fear.id]);
  });

  it('finds a word of three letters or more inside words, as a browser filter does (ADR 57)', async () => {
    expect(await search('emas')).toEqual({ ids: [sleep.id], total: 1 });
    expect((await search('isik')).ids).toEqual([voices.id]);
    expect((await search('DUR')).ids).toEqual([sleep.id]);
    expect((await search('akuta')).ids).toEqual([fear.id]);
    expect(await search('emas saya')).toEqual({ ids: [sleep.id], total: 1 });
    expect((await search('emas bisikan')).ids).toEqual([]);
  });

  it('matches a word of one or two letters only at the start of a word', async () => {
    // 'ur' sits inside 'tidur' and 'buruk', 'is' inside 'bisikan': neither starts a word there.
    expect(await search('ur')).toEqual({ ids: [], total: 0 });
    expect((await search('ge')).ids).toEqual([fear.id]);
  });

  it('needs every word to match, and counts only matches', async () => {
    expect(await search('saya tidur')).toEqual({ ids: [sleep.id], total: 1 });
    expect(await search('saya')).toEqual({ ids: [voices.id, sleep.id, fear.id], total: 3 });
    expect(await search('tidur bisikan')).toEqual({ ids: [], total: 0 });
    // Past three words the statements are built for the request alone (ADR 103).
    expect(await search('saya tidak bisa tidur')).toEqual({ ids: [sleep.id], total: 1 });
    expect(await search('saya tidak bisa mendengar')).toEqual({ ids: [], total: 0 });
  });

  it('combines with the tag filter and the sort', async () => {
    expect((await search('saya', '&tag=ptsd')).ids).toEqual([fear.id]);
    expect((await search('saya', '&sort=terlama')).ids).toEqual([fear.id, sleep.id, voices.id]);
  });

  it('treats query syntax and punctuation as plain words, never as an error', async () => {
    for (const q of [
      "takut:* | !'",
      '(tidur) & <-> !!',
      "'; drop table forum_questions; --",
      '***',
      'ü ß 漢字 مرحبا',
    ]) {
      const response = await t.app.inject({ url: `/api/forum/questions?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(200);
    }
    expect((await search('takut:*')).ids).toEqual([fear.id]);
    expect((await search('***')).total).toBe(3);
  });

  it('finds nothing for a word that is nowhere', async () => {
    expect(await search('psikiater')).toEqual({ ids: [], total: 0 });
  });

  it('finds an edited question by its new words only', async () => {
    const account = await registerUser(t.app);
    const question = await askQuestion(t.app, account, {
      title: 'Trauma kecelakaan',
      desc: 'Sejak kecelakaan.',
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/forum/questions/${question.id}`,
      headers: { cookie: account.cookie },
      payload: { title: 'Mimpi buruk berulang', desc: 'Sering terbangun.' },
    });
    expect((await search('kecelakaan')).ids).toEqual([]);
    expect((await search('mimpi')).ids).toEqual([question.id]);
  });
});
