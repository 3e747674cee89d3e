import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { screeningQuestionnaires, screeningResults, selftestQuestions } from '../../db/schema/index';
import { useTestApp } from '../../../test/helper';
import { seedQuestions } from '../../../test/selftest';
import { askedOf, questionnaireReader, srq29Result, stillVersion } from './submission-statements';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

const storedCount = async () => (await t.app.db.select({ n: count() }).from(screeningResults))[0]!.n;
const readQuestionnaire = () => questionnaireReader(t.app.db)();

/** The questions read and scored now; `store` writes the result later. */
const scored = async () => {
  const { questions, version } = (await readQuestionnaire())!;
  const questionnaireId = await t.app.screeningResults.questionnaireIdOf('srq29', askedOf(questions));
  const jawaban = questions.map((_, i) => (i < 6 ? 1 : 0) as 0 | 1);
  const result = srq29Result({ questions, questionnaireId }, jawaban, { userId: null, clientId: null });
  // Stores the result against the questionnaire as it was read here.
  const store = async () =>
    (await t.app.screeningResults.store(result, { guard: stillVersion(version) }))?.row;
  return { questions, store, questionnaireId };
};

describe('storing a scored submission', () => {
  it('stores the result, as read back, when the questionnaire is the one it was scored against', async () => {
    const { store } = await scored();
    const row = await store();
    expect(row).toBeDefined();
    const [back] = await t.app.db.select().from(screeningResults).where(eq(screeningResults.id, row!.id));
    expect({ ...back!, createdAt: back!.createdAt.getTime() }).toEqual({
      ...row!,
      createdAt: row!.createdAt.getTime(),
    });
  });

  it('stores nothing when a question changed after it was read', async () => {
    const { questions, store } = await scored();
    const before = await storedCount();
    const first = questions[0]!;
    await t.app.db
      .update(selftestQuestions)
      .set({ kategori: first.kategori === 'neurosis' ? 'psikotik' : 'neurosis' })
      .where(eq(selftestQuestions.nomor, first.nomor));
    try {
      const row = await store();
      expect(row).toBeUndefined();
      expect(await storedCount()).toBe(before);
    } finally {
      await t.app.db
        .update(selftestQuestions)
        .set({ kategori: first.kategori })
        .where(eq(selftestQuestions.nomor, first.nomor));
    }
  });
});

describe('the questionnaire a result names', () => {
  const questionnaireRows = async () =>
    (await t.app.db.select({ n: count() }).from(screeningQuestionnaires))[0]!.n;

  it('is stored once for every result answered against it, and anew once a question changes', async () => {
    const before = await scored();
    const rowsBefore = await questionnaireRows();
    const [one, two] = [await before.store(), await before.store()];
    expect(one!.questionnaireId).toBe(before.questionnaireId);
    expect(two!.questionnaireId).toBe(before.questionnaireId);
    expect(await questionnaireRows()).toBe(rowsBefore);

    const first = before.questions[0]!;
    await t.app.db
      .update(selftestQuestions)
      .set({ pertanyaan: 'Apakah Anda sering sakit kepala akhir-akhir ini?' })
      .where(eq(selftestQuestions.nomor, first.nomor));
    try {
      const after = await scored();
      expect(after.questionnaireId).not.toBe(before.questionnaireId);
      expect(await questionnaireRows()).toBe(rowsBefore + 1);
      const [earlier, later] = [
        await t.app.screeningResults.findById(one!.id),
        await t.app.screeningResults.findById((await after.store())!.id),
      ];
      expect(earlier!.questions![0]!.pertanyaan).toBe(first.pertanyaan);
      expect(later!.questions![0]!.pertanyaan).toBe('Apakah Anda sering sakit kepala akhir-akhir ini?');
    } finally {
      await t.app.db
        .update(selftestQuestions)
        .set({ pertanyaan: first.pertanyaan })
        .where(eq(selftestQuestions.nomor, first.nomor));
    }
    // The questions as they were before are the row stored then, found again by their content.
    expect((await scored()).questionnaireId).toBe(before.questionnaireId);
  });
});

describe("the questionnaire's version", () => {
  const versionNow = async () => (await readQuestionnaire())!.version;

  it('rises with every statement that adds, changes or removes questions, and with nothing else', async () => {
    const start = await versionNow();
    expect(await versionNow()).toBe(start);
    const [added] = await t.app.db
      .insert(selftestQuestions)
      .values({ position: 999, pertanyaan: 'Pertanyaan sementara?', kategori: 'zat' })
      .returning();
    expect(await versionNow()).toBe(start + 1);
    await t.app.db
      .update(selftestQuestions)
      .set({ pertanyaan: 'Pertanyaan sementara, diubah?' })
      .where(eq(selftestQuestions.nomor, added!.nomor));
    expect(await versionNow()).toBe(start + 2);
    await t.app.db.delete(selftestQuestions).where(eq(selftestQuestions.nomor, added!.nomor));
    expect(await versionNow()).toBe(start + 3);
  });
});
