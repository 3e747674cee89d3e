import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { screeningResults } from '../../db/schema/index';
import { createAdmin, registerUser, uniqueName, useTestApp } from '../../../test/helper';
import { phq9Answers, submitScreening } from '../../../test/screenings';
import { getQuestions, seedQuestions, submit, yesAt } from '../../../test/selftest';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

const storedRows = async (clientId: string) =>
  (
    await t.app.db
      .select({ n: count() })
      .from(screeningResults)
      .where(eq(screeningResults.clientId, clientId))
  )[0]!.n;
describe('a submission sent again with its clientId (the offline queue) is stored once', () => {
  it('SRQ-29: the second send answers the first result, and the history holds it once', async () => {
    const account = await registerUser(t.app);
    const clientId = uniqueName('srq');
    const body = { jawaban: yesAt(29, 25, 26), clientId };
    const first = await submit(t.app, body, { cookie: account.cookie });
    const again = await submit(t.app, body, { cookie: account.cookie });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedRows(clientId)).toBe(1);
    const history = await t.app.inject({
      url: '/api/selftest/submissions',
      headers: { cookie: account.cookie },
    });
    expect(history.json().items.filter((item: { id: number }) => item.id === first.json().id)).toHaveLength(
      1,
    );
  });

  it('SRQ-29: two sends at the same moment store one row', async () => {
    const account = await registerUser(t.app);
    const clientId = uniqueName('race');
    const body = { jawaban: yesAt(29, 1), clientId };
    const answers = await Promise.all([1, 2, 3].map(() => submit(t.app, body, { cookie: account.cookie })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await storedRows(clientId)).toBe(1);
  });

  it('a visitor’s resend stores once and gives the claim token only the first time', async () => {
    const clientId = uniqueName('visitor');
    const first = await submit(t.app, { jawaban: yesAt(29), clientId });
    const again = await submit(t.app, { jawaban: yesAt(29), clientId });
    expect(first.json().claimToken).toEqual(expect.any(String));
    expect(again.json().claimToken).toBeUndefined();
    expect(again.json().id).toBe(first.json().id);
    expect(await storedRows(clientId)).toBe(1);
  });

  it('another account, or a visitor, reusing someone’s clientId gets a 409 and stores nothing', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const clientId = uniqueName('owned');
    await submit(t.app, { jawaban: yesAt(29), clientId }, { cookie: owner.cookie });
    const byOther = await submit(t.app, { jawaban: yesAt(29, 1), clientId }, { cookie: other.cookie });
    const byVisitor = await submit(t.app, { jawaban: yesAt(29, 1), clientId });
    for (const response of [byOther, byVisitor]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'CLIENT_ID_REUSED',
        message: 'Jawaban ini sudah terkirim dari akun lain.',
      });
    }
    expect(await storedRows(clientId)).toBe(1);
  });

  it('a malformed clientId is a 400 with the Indonesian message', async () => {
    const response = await submit(t.app, { jawaban: yesAt(29), clientId: 'no spaces!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Data tidak valid. Silakan cek input Anda.');
    const screening = await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(1), clientId: 'x' });
    expect(screening.statusCode).toBe(400);
  });

  it('PHQ-9: the second send answers the first result, and the history holds it once', async () => {
    const account = await registerUser(t.app);
    const clientId = uniqueName('phq');
    const body = { jawaban: phq9Answers(2, 1), clientId };
    const first = await submitScreening(t.app, 'phq9', body, { cookie: account.cookie });
    const again = await submitScreening(t.app, 'phq9', body, { cookie: account.cookie });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedRows(clientId)).toBe(1);
    const history = await t.app.inject({
      url: '/api/screenings/phq9/submissions',
      headers: { cookie: account.cookie },
    });
    expect(history.json().items).toHaveLength(1);
  });

  it('PHQ-9: a visitor’s resend keeps one row and one claim token; the id is not another test’s', async () => {
    const clientId = uniqueName('phqv');
    const first = await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(1), clientId });
    const again = await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(1), clientId });
    expect(first.json().claimToken).toEqual(expect.any(String));
    expect(again.json()).toMatchObject({ id: first.json().id });
    expect(again.json().claimToken).toBeUndefined();
    const gad7 = await submitScreening(t.app, 'gad7', { jawaban: [0, 0, 0, 0, 0, 0, 0], clientId });
    expect(gad7.statusCode).toBe(409);
    expect(await storedRows(clientId)).toBe(1);
  });

  it('PHQ-9: another account reusing the clientId gets a 409', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const clientId = uniqueName('phqo');
    await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(0), clientId }, { cookie: owner.cookie });
    const response = await submitScreening(
      t.app,
      'phq9',
      { jawaban: phq9Answers(3), clientId },
      { cookie: other.cookie },
    );
    expect(response.statusCode).toBe(409);
    expect(await storedRows(clientId)).toBe(1);
  });

  it('SRQ-29: a resend after an admin changed a question answers the stored result, not a 400', async () => {
    const account = await registerUser(t.app);
    const { questions, revision } = await getQuestions(t.app);
    const clientId = uniqueName('changed');
    const body = { jawaban: yesAt(29, 2), revision, clientId };
    const first = await submit(t.app, body, { cookie: account.cookie });
    expect(first.statusCode).toBe(201);
    const admin = (await createAdmin(t.app)).cookie;
    const question = questions[0]!;
    const edit = (kategori: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/selftest/questions/${question.nomor}`,
        payload: { pertanyaan: question.pertanyaan, kategori },
        headers: { cookie: admin },
      });
    expect((await edit('ptsd')).statusCode).toBe(200);
    try {
      const again = await submit(t.app, body, { cookie: account.cookie });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const fresh = await submit(
        t.app,
        { ...body, clientId: uniqueName('fresh') },
        { cookie: account.cookie },
      );
      expect(fresh.json().error.code).toBe('QUESTIONS_CHANGED');
      expect(await storedRows(clientId)).toBe(1);
    } finally {
      await edit('neurosis');
    }
  });
});
