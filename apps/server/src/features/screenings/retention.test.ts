import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screeningAnonymousCounts, screeningSubmissions } from '../../db/schema/index';
import { registerUser, useTestApp } from '../../../test/helper';
import { phq9Answers, submitScreening } from '../../../test/screenings';

const t = useTestApp({ retention: { selftestAnonymousDays: 365, chatDays: null } });

describe('screenings retention in the hourly sweep', () => {
  it("turns visitors' results past retention into counts per day and band; users' results stay", async () => {
    const user = await registerUser(t.app);
    const old = [];
    for (let i = 0; i < 2; i++)
      old.push((await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(3, 3) })).json());
    const recent = (await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(3) })).json();
    const own = (
      await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(1) }, { cookie: user.cookie })
    ).json();
    await t.app.db
      .update(screeningSubmissions)
      .set({ createdAt: sql`now() - make_interval(days => 400)` })
      .where(inArray(screeningSubmissions.id, [...old.map((r) => r.id), own.id]));

    await t.app.housekeeping.sweep();
    const left = (await t.app.db.select({ id: screeningSubmissions.id }).from(screeningSubmissions)).map(
      (r) => r.id,
    );
    expect(left).toEqual(expect.arrayContaining([recent.id, own.id]));
    expect(left).not.toContain(old[0].id);
    expect(left).not.toContain(old[1].id);
    const counts = await t.app.db.select().from(screeningAnonymousCounts);
    expect(counts).toEqual([expect.objectContaining({ code: 'phq9', band: 'ringan', count: 2 })]);
  });
});
