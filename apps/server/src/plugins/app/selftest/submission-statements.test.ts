import { scoreAnswers } from '@sehat/core/selftest/scoring';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, selftestQuestions, selftestSubmissions } from '../../../db/schema/index';
import { useTestApp } from '../../../../test/helper';
import { seedQuestions } from '../../../../test/selftest';
import { submissionStatements } from './submission-statements';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

const storedCount = async () => (await t.app.db.select({ n: count() }).from(selftestSubmissions))[0]!.n;

/** The questions read and scored now; `store` writes the result later. */
const scored = async () => {
  const statements = submissionStatements(t.app.db);
  const { questions, version } = (await statements.questionnaire())!;
  const jawaban = questions.map((_, i) => (i < 6 ? 1 : 0) as 0 | 1);
  const answers = questions.map((q, i) => ({
    nomor: q.nomor,
    pertanyaan: q.pertanyaan,
    kategori: q.kategori,
    jawaban: jawaban[i]!,
  }));
  const score = scoreAnswers(questions, jawaban);
  const result = { userId: null, answers, score, version };
  // Stores the result against the questionnaire as it was read here.
  const store = () => statements.store(result);
  const countAndStore = (key: string, max: number) =>
    statements.countAndStore(result, {
      key,
      rule: { name: 'selftest', max, windowMs: 60_000, message: '' },
    });
  return { questions, store, countAndStore };
};

describe('storing a scored submission', () => {
  it('stores the result, as read back, when the questionnaire is the one it was scored against', async () => {
    const { store } = await scored();
    const row = await store();
    expect(row).toBeDefined();
    const [back] = await t.app.db
      .select()
      .from(selftestSubmissions)
      .where(eq(selftestSubmissions.id, row!.id));
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

describe('counting the hit and storing in one statement (ADR 106)', () => {
  const hitsOn = async (key: string) =>
    (await t.app.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]
      ?.count;

  it('counts every hit and stores the result only within the limit', async () => {
    const { countAndStore } = await scored();
    const before = await storedCount();
    const first = await countAndStore('selftest:ip:10.0.0.31', 2);
    expect(first.hit.count).toBe(1);
    expect(first.hit.reset_ms).toBeGreaterThan(Date.now() + 50_000);
    expect(first.row).toBeDefined();
    expect((await countAndStore('selftest:ip:10.0.0.31', 2)).row).toBeDefined();
    const over = await countAndStore('selftest:ip:10.0.0.31', 2);
    expect(over).toEqual({ hit: { count: 3, reset_ms: first.hit.reset_ms }, row: undefined });
    expect(await storedCount()).toBe(before + 2);
    expect(await hitsOn('selftest:ip:10.0.0.31')).toBe(3);
  });

  it('counts the hit but stores nothing when a question changed after it was read', async () => {
    const { questions, countAndStore } = await scored();
    const before = await storedCount();
    const first = questions[0]!;
    await t.app.db
      .update(selftestQuestions)
      .set({ pertanyaan: `${first.pertanyaan} (diubah)` })
      .where(eq(selftestQuestions.nomor, first.nomor));
    try {
      const { hit, row } = await countAndStore('selftest:ip:10.0.0.32', 5);
      expect(hit.count).toBe(1);
      expect(row).toBeUndefined();
      expect(await storedCount()).toBe(before);
      expect(await hitsOn('selftest:ip:10.0.0.32')).toBe(1);
    } finally {
      await t.app.db
        .update(selftestQuestions)
        .set({ pertanyaan: first.pertanyaan })
        .where(eq(selftestQuestions.nomor, first.nomor));
    }
  });
});

describe("the questionnaire's version", () => {
  const versionNow = async () => (await submissionStatements(t.app.db).questionnaire())!.version;

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
