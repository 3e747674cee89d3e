import type { ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { scoreScreening } from '@sehat/core/screenings/scoring';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screeningResults } from '../../db/schema/index';
import { AppError } from '../../platform/http/errors';
import { registerUser, useTestApp, withLimits } from '../../../test/helper';
import { phq9Answers } from '../../../test/screenings';
import { statementsOf } from '../../../test/statements';

// ADR 260: the results sent while a batch is being stored go together in the next one. The
// store is called here as the routes call it, all in one moment, so the batches are known.
const t = useTestApp(withLimits({ screenings: { max: 3, windowMs: 60_000 } }));

const phq9Result = (userId: number, first: number, item9 = 0) => {
  const answers = phq9Answers(first, item9) as ScreeningAnswer[];
  const { score, band, crisis } = scoreScreening('phq9', answers);
  return { code: 'phq9' as const, answers, score, band, crisis, userId, clientId: null };
};
const limitOf = (userId: number) => ({ rule: 'screenings' as const, subject: { userId } });
const rowsOf = (ids: number[]) =>
  t.app.db
    .select()
    .from(screeningResults)
    .where(inArray(screeningResults.id, ids))
    .orderBy(screeningResults.id);

describe('results sent at the same moment are stored in batches', () => {
  it('stores each one’s own answers under its own account, ten in two batches', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => registerUser(t.app)));
    const sent = members.map((member, index) => phq9Result(member.id, index % 4, index === 7 ? 3 : 0));
    let stored: Awaited<ReturnType<typeof t.app.screeningResults.store>>[] = [];
    const statements = await statementsOf(async () => {
      stored = await Promise.all(
        sent.map((result) => t.app.screeningResults.store(result, { limit: limitOf(result.userId) })),
      );
    });
    // The first went alone; the nine sent while it was stored went together. Each batch is two
    // statements: its hits, then its insert.
    expect(statements.filter((text) => text.includes('unnest'))).toHaveLength(2);
    expect(statements.filter((text) => text.includes('jsonb_to_recordset'))).toHaveLength(2);
    const ids = stored.map((outcome) => outcome!.row.id);
    expect(new Set(ids).size).toBe(10);
    const rows = await rowsOf(ids);
    for (const [index, result] of sent.entries()) {
      const row = rows.find(({ id }) => id === ids[index])!;
      expect(row).toMatchObject(result);
      expect(stored[index]!.row).toMatchObject({ ...result, id: row.id, createdAt: row.createdAt });
    }
  });

  it('refuses each hit over the limit with its 429, in order, and stores the others of the batch', async () => {
    const member = await registerUser(t.app);
    const outcomes = await Promise.allSettled(
      [0, 1, 2, 3, 0].map((first) =>
        t.app.screeningResults.store(phq9Result(member.id, first), { limit: limitOf(member.id) }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    for (const outcome of outcomes.slice(3)) {
      const reason = (outcome as PromiseRejectedResult).reason as AppError;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason.statusCode).toBe(429);
    }
    const stored = await t.app.db
      .select()
      .from(screeningResults)
      .where(eq(screeningResults.userId, member.id));
    expect(stored.map((row) => row.score).sort()).toEqual([0, 1, 2]);
  });

  it('fails only the result the database refuses; the others of its batch are stored', async () => {
    const member = await registerUser(t.app);
    const outcomes = await Promise.allSettled(
      // The first goes alone; the next three go together, one of them for an account that is gone.
      [member.id, member.id, 2_000_000_000, member.id].map((userId) =>
        t.app.screeningResults.store(phq9Result(userId, 1), {}),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const ids = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value!.row.id] : [],
    );
    expect((await rowsOf(ids)).map((row) => row.userId)).toEqual([member.id, member.id, member.id]);
  });
});
