import { commonMessages } from '@sehat/core/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screeningResults } from '../../../db/schema/index';
import { registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { phq9Answers, submitScreening } from '../../../../test/screenings';
import { seedQuestions, submit, yesAt } from '../../../../test/selftest';

const t = useTestApp();

describe('GET /api/screenings/:code/submissions', () => {
  it('lists the user’s own results of that screening only, newest first, a page at a time', async () => {
    const account = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (const first of [1, 2, 3]) {
      await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(first) }, { cookie: account.cookie });
    }
    await submitScreening(t.app, 'gad7', { jawaban: Array(7).fill(1) }, { cookie: account.cookie });
    await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(3) }, { cookie: other.cookie });
    await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(3) });

    const call = injectAs(t.app, account);
    const first = await call('GET', '/api/screenings/phq9/submissions?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json();
    expect(page.items.map((r: { score: number }) => r.score)).toEqual([3, 2]);
    expect(page.nextCursor).not.toBeNull();
    const rest = (
      await call('GET', `/api/screenings/phq9/submissions?limit=2&cursor=${page.nextCursor}`)
    ).json();
    expect(rest).toMatchObject({ items: [{ score: 1, code: 'phq9' }], nextCursor: null });

    const gad = (await call('GET', '/api/screenings/gad7/submissions')).json();
    expect(gad.items).toHaveLength(1);
    expect(gad.items[0]).toMatchObject({ code: 'gad7', score: 7, band: 'ringan', jawaban: Array(7).fill(1) });
  });

  it('is for logged-in users only, and refuses a cursor it did not issue', async () => {
    expect((await injectAs(t.app, null)('GET', '/api/screenings/phq9/submissions')).statusCode).toBe(401);
    const account = await registerUser(t.app);
    const bad = await injectAs(t.app, account)('GET', '/api/screenings/phq9/submissions?cursor=xyz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(commonMessages.invalidInput);
    expect((await injectAs(t.app, account)('GET', '/api/screenings/srq29/submissions')).statusCode).toBe(404);
  });
});

describe('POST /api/screenings/submissions/keep', () => {
  it('makes a visitor’s results the user’s with their tokens, each once, and only those', async () => {
    const a = (await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(2, 1) })).json();
    const b = (await submitScreening(t.app, 'gad7', { jawaban: Array(7).fill(2) })).json();
    const c = (await submitScreening(t.app, 'gad7', { jawaban: Array(7).fill(0) })).json();
    const account = await registerUser(t.app);
    const call = injectAs(t.app, account);

    const kept = await call('POST', '/api/screenings/submissions/keep', {
      items: [
        { id: a.id, token: a.claimToken },
        { id: b.id, token: b.claimToken },
        { id: c.id, token: a.claimToken },
      ],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      kept: [a.id, b.id],
      keptItems: [
        { code: 'phq9', id: a.id },
        { code: 'gad7', id: b.id },
      ],
    });
    const history = (await call('GET', '/api/screenings/phq9/submissions')).json();
    expect(history.items).toEqual([
      expect.objectContaining({ id: a.id, createdAt: a.createdAt, crisis: true }),
    ]);
    const [row] = await t.app.db.select().from(screeningResults).where(eq(screeningResults.id, a.id));
    expect(row).toMatchObject({ userId: account.id, claimHash: null });
    const [untouched] = await t.app.db.select().from(screeningResults).where(eq(screeningResults.id, c.id));
    expect(untouched!.userId).toBeNull();

    // Another user with the same token finds nothing left to take.
    const thief = await registerUser(t.app);
    const again = await injectAs(t.app, thief)('POST', '/api/screenings/submissions/keep', {
      items: [{ id: a.id, token: a.claimToken }],
    });
    expect(again.json()).toEqual({ kept: [], keptItems: [] });
    expect((await injectAs(t.app, thief)('GET', '/api/screenings/phq9/submissions')).json().items).toEqual(
      [],
    );
  });

  it('never moves another user’s result', async () => {
    const owner = await registerUser(t.app);
    const own = (
      await submitScreening(t.app, 'gad7', { jawaban: Array(7).fill(0) }, { cookie: owner.cookie })
    ).json();
    const other = await registerUser(t.app);
    const tried = await injectAs(t.app, other)('POST', '/api/screenings/submissions/keep', {
      items: [{ id: own.id, token: 'tebakan' }],
    });
    expect(tried.json()).toEqual({ kept: [], keptItems: [] });
    const [row] = await t.app.db.select().from(screeningResults).where(eq(screeningResults.id, own.id));
    expect(row!.userId).toBe(owner.id);
  });

  it.each([
    [{}],
    [{ items: [] }],
    [{ items: [{ id: 1 }] }],
    [{ items: Array(101).fill({ id: 1, token: 'x' }) }],
  ])('refuses %j with 400', async (payload) => {
    const account = await registerUser(t.app);
    const response = await injectAs(t.app, account)('POST', '/api/screenings/submissions/keep', payload);
    expect(response.statusCode).toBe(400);
  });

  it('needs a login', async () => {
    const response = await injectAs(t.app, null)('POST', '/api/screenings/submissions/keep', {
      items: [{ id: 1, token: 'x' }],
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps a visitor’s SRQ-29 result too (code srq29), with its claim token only', async () => {
    await seedQuestions(t.app);
    const visitor = (await submit(t.app, { jawaban: yesAt(29, 17) })).json();
    expect(visitor).toMatchObject({ crisis: true, claimToken: expect.any(String) });
    const phq9 = (await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(0) })).json();
    const account = await registerUser(t.app);
    const call = injectAs(t.app, account);

    const guessed = await call('POST', '/api/screenings/submissions/keep', {
      items: [{ code: 'srq29', id: visitor.id, token: phq9.claimToken }],
    });
    expect(guessed.json()).toEqual({ kept: [], keptItems: [] });
    const kept = await call('POST', '/api/screenings/submissions/keep', {
      items: [
        { code: 'srq29', id: visitor.id, token: visitor.claimToken },
        { code: 'phq9', id: phq9.id, token: phq9.claimToken },
      ],
    });
    expect(kept.json()).toEqual({
      kept: [visitor.id, phq9.id],
      keptItems: [
        { code: 'srq29', id: visitor.id },
        { code: 'phq9', id: phq9.id },
      ],
    });
    const history = (await call('GET', '/api/selftest/submissions')).json();
    expect(history.items).toEqual([expect.objectContaining({ id: visitor.id, crisis: true })]);
    // Kept once: the token is spent.
    const again = await injectAs(t.app, await registerUser(t.app))(
      'POST',
      '/api/screenings/submissions/keep',
      {
        items: [{ code: 'srq29', id: visitor.id, token: visitor.claimToken }],
      },
    );
    expect(again.json()).toEqual({ kept: [], keptItems: [] });
  });
});
