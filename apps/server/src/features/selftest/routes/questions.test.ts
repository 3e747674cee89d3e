import { srq29Questions } from '@sehat/core/selftest/srq29';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selftestQuestions } from '../../../db/schema/index';
import { seedSelftestQuestions } from '../../../db/seed/selftest-questions';
import { buildTestApp, useTestApp } from '../../../../test/helper';
import { getQuestions, seedQuestions } from '../../../../test/selftest';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

describe('GET /api/selftest/questions', () => {
  it('lists the 29 seeded SRQ-29 questions in order, item 17 flagged as crisis, revalidated every time', async () => {
    const response = await t.app.inject({ url: '/api/selftest/questions' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const { questions, revision } = response.json();
    expect(questions).toHaveLength(29);
    expect(questions.map((q: { pertanyaan: string }) => q.pertanyaan)).toEqual(
      srq29Questions.map((q) => q.pertanyaan),
    );
    expect(questions.map((q: { kategori: string }) => q.kategori)).toEqual([
      ...new Array(20).fill('neurosis'),
      'zat',
      ...new Array(3).fill('psikotik'),
      ...new Array(5).fill('ptsd'),
    ]);
    expect(
      questions.filter((q: { crisis: boolean }) => q.crisis).map((q: { nomor: number }) => q.nomor),
    ).toEqual([questions[16].nomor]);
    expect(questions[0]).toEqual({
      nomor: expect.any(Number),
      pertanyaan: expect.any(String),
      kategori: 'neurosis',
      crisis: false,
    });
    expect(revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it('names the neurosis cut-off, so a test taken offline is scored on the device as on the server', async () => {
    expect((await getQuestions(t.app)).neurosisCutoff).toBe(6);
    const five = await buildTestApp({ selftest: { ...t.config.selftest, neurosisCutoff: 5 } });
    await seedQuestions(five.app);
    expect((await getQuestions(five.app)).neurosisCutoff).toBe(5);
    await five.close();
  });

  it('keeps the same revision while nothing changes', async () => {
    expect((await getQuestions(t.app)).revision).toBe((await getQuestions(t.app)).revision);
  });
});

describe('seeding the questions', () => {
  it('happens once per database, and not again after admins deleted every question', async () => {
    expect(await seedSelftestQuestions(t.app.db)).toBe(false);
    const fresh = await buildTestApp();
    try {
      expect(await seedSelftestQuestions(fresh.app.db)).toBe(true);
      await fresh.app.db.delete(selftestQuestions);
      expect(await seedSelftestQuestions(fresh.app.db)).toBe(false);
      const [row] = await fresh.app.db.select({ n: count() }).from(selftestQuestions);
      expect(row!.n).toBe(0);
      expect((await getQuestions(fresh.app)).questions).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('the self-test in the OpenAPI document', () => {
  it('lists every self-test path of api.md', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/selftest/questions',
      '/api/selftest/submissions',
      '/api/selftest/submissions/latest',
      '/api/selftest/submissions/{id}',
      '/api/selftest/crisis-contacts',
      '/api/admin/selftest/questions',
      '/api/admin/selftest/questions/{nomor}',
    ]) {
      expect(paths).toContain(path);
    }
    const submit = doc.paths['/api/selftest/submissions'].post;
    expect(submit.requestBody.content['application/json'].schema.required).toEqual(['jawaban']);
  });
});
