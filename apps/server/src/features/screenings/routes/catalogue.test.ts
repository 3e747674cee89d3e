import { answerLabels, screeningItems } from '@sehat/core/screenings/items';
import { screeningErrors } from '@sehat/core/screenings/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { getQuestions, seedQuestions } from '../../../../test/selftest';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

describe('GET /api/screenings', () => {
  it('lists SRQ-29, PHQ-9 and GAD-7 with their items and minutes', async () => {
    const response = await t.app.inject({ url: '/api/screenings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      screenings: [
        { code: 'srq29', title: 'Tes Diri SRQ-29', items: srq29Questions.length, minutes: 5 },
        { code: 'phq9', title: 'Tes Depresi PHQ-9', items: 9, minutes: 2 },
        { code: 'gad7', title: 'Tes Kecemasan GAD-7', items: 7, minutes: 2 },
      ],
    });
  });

  it('counts SRQ-29’s questions as its admins keep them', async () => {
    const admin = await createAdmin(t.app);
    const added = await injectAs(t.app, admin)('POST', '/api/admin/selftest/questions', {
      pertanyaan: 'Apakah Anda sering merasa gelisah di malam hari?',
      kategori: 'neurosis',
    });
    expect(added.statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/api/screenings' })).json();
    expect(list.screenings[0].items).toBe((await getQuestions(t.app)).questions.length);
    await injectAs(t.app, admin)('DELETE', `/api/admin/selftest/questions/${added.json().question.nomor}`);
  });
});

describe('GET /api/screenings/:code', () => {
  it.each(['phq9', 'gad7'] as const)(
    '%s: the validated items in order, with the four standard options',
    async (code) => {
      const response = await t.app.inject({ url: `/api/screenings/${code}` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.code).toBe(code);
      expect(body.intro).toMatch(/2 minggu terakhir/);
      expect(body.questions).toEqual(screeningItems[code].map((text, i) => ({ nomor: i + 1, text })));
      expect(body.options).toEqual([
        { value: 0, label: 'Tidak sama sekali' },
        { value: 1, label: 'Beberapa hari' },
        { value: 2, label: 'Lebih dari separuh waktu' },
        { value: 3, label: 'Hampir setiap hari' },
      ]);
      expect(body.options.map((o: { label: string }) => o.label)).toEqual([...answerLabels]);
      // api.md "One risk model": PHQ-9's item 9; GAD-7 has none.
      expect(body.riskItems).toEqual(code === 'phq9' ? [9] : []);
    },
  );

  it('srq29: its current questions with Ya and Tidak', async () => {
    const body = (await t.app.inject({ url: '/api/screenings/srq29' })).json();
    const { questions } = await getQuestions(t.app);
    expect(body.questions).toEqual(questions.map((q) => ({ nomor: q.nomor, text: q.pertanyaan })));
    expect(body.options).toEqual([
      { value: 1, label: 'Ya' },
      { value: 0, label: 'Tidak' },
    ]);
    // The question its admins keep marked as the crisis item: item 17 of the seed.
    expect(body.riskItems).toEqual([questions[16]!.nomor]);
    expect(body.riskItems).toEqual([17]);
  });

  it('answers an unknown screening with 404', async () => {
    const response = await t.app.inject({ url: '/api/screenings/bdi2' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(screeningErrors.notFound);
  });
});
