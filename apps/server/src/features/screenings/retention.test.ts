import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { screeningResultCounts, screeningResults } from '../../db/schema/index';
import { registerUser, useTestApp } from '../../../test/helper';
import { phq9Answers, submitScreening } from '../../../test/screenings';
import { seedQuestions, submit, yesAt } from '../../../test/selftest';

const t = useTestApp({ retention: { selftestAnonymousDays: 365, chatDays: null } });
beforeAll(async () => {
  await seedQuestions(t.app);
});

const age = (ids: number[], interval: string) =>
  t.app.db
    .update(screeningResults)
    .set({ createdAt: sql`now() - ${interval}::interval` })
    .where(inArray(screeningResults.id, ids));
const ids = async () =>
  (await t.app.db.select({ id: screeningResults.id }).from(screeningResults)).map((r) => r.id);

describe('screening results retention in the hourly sweep', () => {
  it("turns visitors' results past retention into counts per day and band; users' results stay", async () => {
    const user = await registerUser(t.app);
    const old = [];
    for (let i = 0; i < 2; i++)
      old.push((await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(3, 3) })).json());
    const recent = (await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(3) })).json();
    const own = (
      await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(1) }, { cookie: user.cookie })
    ).json();
    await age([...old.map((r) => r.id), own.id], '400 days');

    await t.app.housekeeping.sweep();
    const left = await ids();
    expect(left).toEqual(expect.arrayContaining([recent.id, own.id]));
    expect(left).not.toContain(old[0].id);
    expect(left).not.toContain(old[1].id);
    const counts = await t.app.db.select().from(screeningResultCounts);
    expect(counts).toEqual([
      expect.objectContaining({ code: 'phq9', outcome: { band: 'ringan' }, count: 2 }),
    ]);
  });

  it('is one job for every screening: SRQ-29 and GAD-7 visitors alike, each claim token in its window', async () => {
    await t.app.db.delete(screeningResultCounts);
    const srq29 = (await submit(t.app, { jawaban: yesAt(29, 17) })).json();
    const gad7 = (await submitScreening(t.app, 'gad7', { jawaban: Array(7).fill(3) })).json();
    const srq29Recent = (await submit(t.app, { jawaban: yesAt(29) })).json();
    const gad7Recent = (await submitScreening(t.app, 'gad7', { jawaban: Array(7).fill(0) })).json();
    await age([srq29.id, gad7.id], '400 days');
    await age([srq29Recent.id, gad7Recent.id], '2 days');

    await t.app.housekeeping.sweep();
    const left = await t.app.db
      .select({ id: screeningResults.id, claimHash: screeningResults.claimHash })
      .from(screeningResults)
      .where(inArray(screeningResults.id, [srq29.id, gad7.id, srq29Recent.id, gad7Recent.id]));
    // SRQ-29's token lapses after its day (ADR 113); a PHQ-9 or GAD-7 one lasts as its result.
    expect(left.sort((a, b) => a.id - b.id)).toEqual([
      { id: srq29Recent.id, claimHash: null },
      { id: gad7Recent.id, claimHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    const counts = await t.app.db.select().from(screeningResultCounts);
    expect(counts.map(({ code, outcome, count }) => ({ code, outcome, count }))).toEqual(
      expect.arrayContaining([
        { code: 'srq29', outcome: { hasil: srq29.hasil, severity: srq29.severity }, count: 1 },
        { code: 'gad7', outcome: { band: 'berat' }, count: 1 },
      ]),
    );
    expect(counts).toHaveLength(2);
  });
});
