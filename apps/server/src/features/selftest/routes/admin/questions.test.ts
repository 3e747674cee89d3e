import { commonMessages } from '@sehat/core/messages';
import { adminQuestionMessages } from '@sehat/core/selftest/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, useTestApp } from '../../../../../test/helper';
import { getQuestions, seedQuestions } from '../../../../../test/selftest';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  await seedQuestions(t.app);
  admin = (await createAdmin(t.app)).cookie;
});

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, payload?: object, cookie: string | undefined = admin) =>
  t.app.inject({
    method,
    url: `/api/admin/selftest/questions${path}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

describe('admin self-test questions: access', () => {
  it.each<[Method, string]>([
    ['POST', ''],
    ['PUT', '/1'],
    ['DELETE', '/1'],
  ])(
    '%s %s is 401 for a visitor and 403 for a user, even with a bad body, and changes nothing',
    async (method, path) => {
      const before = await getQuestions(t.app);
      const user = await registerUser(t.app);
      const visitor = await call(method, path, { pertanyaan: 'Baru?', kategori: 'ptsd' }, '');
      expect(visitor.statusCode).toBe(401);
      for (const payload of [{ pertanyaan: 'Baru?', kategori: 'ptsd' }, { pertanyaan: '' }]) {
        const response = await call(method, path, payload, user.cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(commonMessages.forbidden);
      }
      expect(await getQuestions(t.app)).toEqual(before);
    },
  );
});

describe('admin self-test questions: add, edit, delete', () => {
  it('adds a trimmed question at the end, which visitors then see', async () => {
    const response = await call('POST', '', {
      pertanyaan: '  Apakah Anda sering merasa gelisah?  ',
      kategori: 'zat',
    });
    expect(response.statusCode).toBe(201);
    const { question } = response.json();
    expect(question).toEqual({
      nomor: expect.any(Number),
      pertanyaan: 'Apakah Anda sering merasa gelisah?',
      kategori: 'zat',
      crisis: false,
    });
    const { questions } = await getQuestions(t.app);
    expect(questions.at(-1)).toEqual(question);
    await call('DELETE', `/${question.nomor}`);
  });

  it('edits text, category and crisis flag; leaving crisis out keeps it', async () => {
    const { questions, revision } = await getQuestions(t.app);
    const crisisItem = questions[16]!;
    const edited = await call('PUT', `/${crisisItem.nomor}`, {
      pertanyaan: ' Teks yang diubah? ',
      kategori: 'ptsd',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().question).toEqual({
      nomor: crisisItem.nomor,
      pertanyaan: 'Teks yang diubah?',
      kategori: 'ptsd',
      crisis: true,
    });
    const after = await getQuestions(t.app);
    expect(after.revision).not.toBe(revision);
    expect(after.questions[16]).toEqual(edited.json().question);

    const restored = await call('PUT', `/${crisisItem.nomor}`, { ...crisisItem, crisis: true });
    expect(restored.json().question).toEqual(crisisItem);
    expect((await getQuestions(t.app)).revision).toBe(revision);
  });

  it('takes the crisis item away only with its number typed, and never the last one (ADR 117)', async () => {
    const before = await getQuestions(t.app);
    const crisisItem = before.questions[16]!;
    const expectRefused = async (response: { statusCode: number; json: () => unknown }, code: string) => {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code } });
    };
    // The only one: neither un-marked nor deleted, typed or not.
    const { nomor } = crisisItem;
    await expectRefused(
      await call('PUT', `/${nomor}`, { ...crisisItem, crisis: false, confirmNomor: nomor }),
      'CRISIS_ITEM_REQUIRED',
    );
    await expectRefused(await call('DELETE', `/${nomor}?konfirmasi=${nomor}`), 'CRISIS_ITEM_REQUIRED');
    expect(await getQuestions(t.app)).toEqual(before);

    // With a second crisis item: the number must be typed, and it must be this one's.
    const second = (
      await call('POST', '', { pertanyaan: 'Cadangan?', kategori: 'psikotik', crisis: true })
    ).json().question;
    const unmark = (confirmNomor?: number) =>
      call('PUT', `/${nomor}`, { ...crisisItem, crisis: false, ...(confirmNomor ? { confirmNomor } : {}) });
    await expectRefused(await unmark(), 'CRISIS_CONFIRMATION_REQUIRED');
    const wrong = await unmark(second.nomor);
    await expectRefused(wrong, 'CRISIS_CONFIRMATION_REQUIRED');
    expect((wrong.json() as { error: { message: string } }).error.message).toBe(
      adminQuestionMessages.crisisConfirmRequired(nomor),
    );
    await expectRefused(await call('DELETE', `/${second.nomor}`), 'CRISIS_CONFIRMATION_REQUIRED');
    expect((await unmark(nomor)).json()).toMatchObject({ question: { nomor, crisis: false } });
    expect((await call('PUT', `/${nomor}`, { ...crisisItem, crisis: true })).statusCode).toBe(200);
    expect((await call('DELETE', `/${second.nomor}?konfirmasi=${second.nomor}`)).statusCode).toBe(204);
    expect((await getQuestions(t.app)).questions).toEqual(before.questions);
  });

  it('deletes a question once; then it is 404', async () => {
    const created = (
      await call('POST', '', { pertanyaan: 'Sementara?', kategori: 'psikotik', crisis: true })
    ).json().question;
    expect(created.crisis).toBe(true);
    const deleted = await call('DELETE', `/${created.nomor}?konfirmasi=${created.nomor}`);
    expect(deleted.statusCode).toBe(204);
    expect((await getQuestions(t.app)).questions.some((q) => q.nomor === created.nomor)).toBe(false);
    const again = await call('DELETE', `/${created.nomor}?konfirmasi=${created.nomor}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(adminQuestionMessages.notFound);
    const edit = await call('PUT', `/${created.nomor}`, { pertanyaan: 'X?', kategori: 'ptsd' });
    expect(edit.statusCode).toBe(404);
  });

  it.each([
    ['a missing question', { kategori: 'ptsd' }, adminQuestionMessages.pertanyaanRequired],
    ['a blank question', { pertanyaan: '   ', kategori: 'ptsd' }, adminQuestionMessages.pertanyaanRequired],
    [
      'a question over 500 characters',
      { pertanyaan: 'a'.repeat(501), kategori: 'ptsd' },
      adminQuestionMessages.pertanyaanTooLong,
    ],
    ['a missing category', { pertanyaan: 'Apakah?' }, adminQuestionMessages.kategoriRequired],
    [
      'an unknown category',
      { pertanyaan: 'Apakah?', kategori: 'depresi' },
      adminQuestionMessages.kategoriRequired,
    ],
    [
      'a crisis flag that is not a boolean',
      { pertanyaan: 'Apakah?', kategori: 'ptsd', crisis: 'ya' },
      commonMessages.invalidInput,
    ],
  ])('400 for %s on add and edit, nothing changed', async (_label, payload, message) => {
    const before = await getQuestions(t.app);
    const add = await call('POST', '', payload);
    expect(add.statusCode).toBe(400);
    expect(add.json().error.message).toBe(message);
    const edit = await call('PUT', `/${before.questions[0]!.nomor}`, payload);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.message).toBe(message);
    expect(await getQuestions(t.app)).toEqual(before);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('400 for the id %s', async (nomor) => {
    expect((await call('DELETE', `/${nomor}`)).statusCode).toBe(400);
  });
});
