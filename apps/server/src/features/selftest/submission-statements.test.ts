import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { screeningResults, selftestQuestions } from '../../db/schema/index';
import { useTestApp } from '../../../test/helper';
import { seedQuestions } from '../../../test/selftest';
import { questionnaireReader, srq29Result, stillVersion } from './submission-statements';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

const storedCount = async () => (await t.app.db.select({ n: count() }).from(screeningResults))[0]!.n;

describe('storing a scored submission', () => {
  /** The questions read and scored now; `store` writes the result later. */
  const scored = async () => {
    const { questions, version } = (await questionnaireReader(t.app.db)())!;
    const jawaban = questions.map((_, i) => (i < 6 ? 1 : 0) as 0 | 1);
    const result = srq29Result(questions, jawaban, { userId: null, clientId: null });
    // Stores the result against the questionnaire as it was read here.
    const store = async () =>
      (await t.app.screeningResults.store(result, { guard: stillVersion(version) }))?.row;
    return { questions, store };
  };

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

describe("the questionnaire's version", () => {
  const versionNow = async () => (await questionnaireReader(t.app.db)())!.version;

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
