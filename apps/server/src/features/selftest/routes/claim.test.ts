import { selftestMessages } from '@sehat/core/selftest/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { screeningResults } from '../../../db/schema/index';
import { createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { seedQuestions, submit, yesAt } from '../../../../test/selftest';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

const claim = (claimToken: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/selftest/submissions/claim',
    payload: { claimToken },
    headers: cookie ? { cookie } : {},
  });

const visitorResult = async () => {
  const body = (await submit(t.app, { jawaban: yesAt(29, 1, 17) })).json<{
    id: number;
    claimToken?: string;
  }>();
  return { id: body.id, token: body.claimToken! };
};

describe('POST /api/selftest/submissions/claim', () => {
  it('gives a visitor a claim token, stored only as its hash; a user gets none', async () => {
    const { id, token } = await visitorResult();
    expect(token).toMatch(/^[\w-]{32}$/);
    const [row] = await t.app.db.select().from(screeningResults).where(eq(screeningResults.id, id));
    expect(row!.claimHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.claimHash).not.toContain(token);

    const account = await registerUser(t.app);
    const own = await submit(t.app, { jawaban: yesAt(29, 17) }, { cookie: account.cookie });
    expect(own.json()).not.toHaveProperty('claimToken');
  });

  it('attaches the visitor’s result to the account that holds the token, once', async () => {
    const { id, token } = await visitorResult();
    const account = await registerUser(t.app);
    const response = await claim(token, account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, hasil: 'Normal', crisis: true });

    const latest = await t.app.inject({
      url: '/api/selftest/submissions/latest',
      headers: { cookie: account.cookie },
    });
    expect(latest.json()).toMatchObject({ id, crisis: true });
    const [row] = await t.app.db.select().from(screeningResults).where(eq(screeningResults.id, id));
    expect(row).toMatchObject({ userId: account.id, claimHash: null });

    // Used: nobody, not even the same user, claims it again.
    const other = await registerUser(t.app);
    for (const cookie of [other.cookie, account.cookie]) {
      const again = await claim(token, cookie);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe(selftestMessages.resultNotFound);
    }
  });

  it('refuses a wrong or expired token the same way, visitors and counsellors', async () => {
    const account = await registerUser(t.app);
    expect((await claim('tidak-ada', account.cookie)).statusCode).toBe(404);
    expect((await claim('', account.cookie)).statusCode).toBe(400);

    const { id, token } = await visitorResult();
    expect((await claim(token)).statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    expect((await claim(token, admin.cookie)).statusCode).toBe(403);

    await t.app.db
      .update(screeningResults)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(screeningResults.id, id));
    expect((await claim(token, account.cookie)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(screeningResults).where(eq(screeningResults.id, id));
    expect(row!.userId).toBeNull();
  });

  it('never attaches a result that already belongs to someone', async () => {
    const { id, token } = await visitorResult();
    const owner = await registerUser(t.app);
    await t.app.db.update(screeningResults).set({ userId: owner.id }).where(eq(screeningResults.id, id));
    const thief = await registerUser(t.app);
    expect((await claim(token, thief.cookie)).statusCode).toBe(404);
  });
});
