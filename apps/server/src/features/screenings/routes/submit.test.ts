import { screeningErrors } from '@sehat/core/screenings/messages';
import { nextStepsOf } from '@sehat/core/screenings/next-steps';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screeningResults } from '../../../db/schema/index';
import { buildTestApp, registerUser, useTestApp, withLimits } from '../../../../test/helper';
import { publicCacheTraffic } from '../../../../test/public-cache';
import { phq9Answers, submitScreening } from '../../../../test/screenings';

const t = useTestApp();
const stored = async () => (await t.app.db.select({ n: count() }).from(screeningResults))[0]!.n;

describe('POST /api/screenings/:code/submissions', () => {
  it.each([
    ['phq9', phq9Answers(0), 0, 'minimal', false],
    ['phq9', [3, 2, 0, 0, 0, 0, 0, 0, 0], 5, 'ringan', false],
    ['phq9', [3, 3, 3, 3, 3, 3, 1, 1, 0], 20, 'berat', false],
    ['phq9', phq9Answers(1, 1), 2, 'minimal', true],
    ['gad7', [3, 3, 3, 1, 0, 0, 0], 10, 'sedang', false],
    ['gad7', [3, 3, 3, 3, 3, 0, 0], 15, 'berat', false],
  ] as const)('%s %j → %i, %s, crisis %s', async (code, jawaban, score, band, crisis) => {
    const response = await submitScreening(t.app, code, { jawaban });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ code, score, band, crisis, jawaban });
    expect(body.nextSteps).toEqual(nextStepsOf(code, band, crisis));
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it('changes nothing public, so its answer does not wait to hear announcements (ADR 255)', async () => {
    const member = await registerUser(t.app);
    const traffic = await publicCacheTraffic(t.app, async () => {
      expect((await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(0, 2) })).statusCode).toBe(201);
      const own = await submitScreening(
        t.app,
        'gad7',
        { jawaban: [3, 3, 3, 1, 0, 0, 0] },
        { cookie: member.cookie },
      );
      expect(own.statusCode).toBe(201);
    });
    expect(traffic).toEqual({ announced: [], waits: 0 });
  });

  it('puts help today first after item 9 above 0, however low the total', async () => {
    const body = (await submitScreening(t.app, 'phq9', { jawaban: phq9Answers(0, 1) })).json();
    expect(body).toMatchObject({ score: 1, band: 'minimal', crisis: true });
    expect(body.nextSteps[0]).toMatchObject({ tier: 'urgent', recommended: true });
  });

  it('gives a visitor a claim token, stored only as its hash, and no identifier of theirs', async () => {
    const response = await submitScreening(
      t.app,
      'gad7',
      { jawaban: [0, 0, 0, 0, 0, 0, 1] },
      { ip: '10.9.8.7' },
    );
    const { id, claimToken } = response.json();
    expect(claimToken).toMatch(/^[\w-]{40,}$/);
    const [row] = await t.app.db.select().from(screeningResults).where(eq(screeningResults.id, id));
    expect(row!.userId).toBeNull();
    expect(row!.claimHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(claimToken);
    expect(JSON.stringify(row)).not.toContain('10.9.8.7');
  });

  it('stores a user’s result under the session’s user, whatever the body says, with no token', async () => {
    const account = await registerUser(t.app);
    const other = await registerUser(t.app);
    const response = await submitScreening(
      t.app,
      'phq9',
      { jawaban: phq9Answers(2), userId: other.id },
      { cookie: account.cookie },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().claimToken).toBeUndefined();
    const [row] = await t.app.db
      .select()
      .from(screeningResults)
      .where(eq(screeningResults.id, response.json().id));
    expect(row).toMatchObject({ userId: account.id, claimHash: null, answers: phq9Answers(2) });
  });

  it.each([
    ['phq9', 'eight answers', { jawaban: [0, 0, 0, 0, 0, 0, 0, 0] }, screeningErrors.answersWrongCount(9)],
    ['phq9', 'ten answers', { jawaban: Array(10).fill(0) }, screeningErrors.answersWrongCount(9)],
    ['gad7', 'nine answers', { jawaban: Array(9).fill(0) }, screeningErrors.answersWrongCount(7)],
    ['gad7', 'no answers', { jawaban: [] }, screeningErrors.answersWrongCount(7)],
    ['gad7', 'a 4', { jawaban: [0, 0, 0, 0, 0, 0, 4] }, screeningErrors.answersInvalid],
    ['gad7', 'a -1', { jawaban: [0, 0, 0, 0, 0, 0, -1] }, screeningErrors.answersInvalid],
    ['gad7', 'a 1.5', { jawaban: [0, 0, 0, 0, 0, 0, 1.5] }, screeningErrors.answersInvalid],
    ['gad7', 'a string', { jawaban: [0, 0, 0, 0, 0, 0, '1'] }, screeningErrors.answersInvalid],
    ['gad7', 'a null', { jawaban: [0, 0, 0, 0, 0, 0, null] }, screeningErrors.answersInvalid],
    ['gad7', 'no jawaban', {}, screeningErrors.answersRequired],
    ['gad7', 'a JSON string', { jawaban: '[0,0,0,0,0,0,0]' }, screeningErrors.answersInvalid],
  ])('%s: refuses %s with 400 and stores nothing', async (code, _label, payload, message) => {
    const before = await stored();
    const response = await submitScreening(t.app, code, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('answers an unknown screening with 404, and SRQ-29 with the way to its own endpoints', async () => {
    const unknown = await submitScreening(t.app, 'bdi2', { jawaban: [0] });
    expect(unknown.statusCode).toBe(404);
    const srq = await submitScreening(t.app, 'srq29', { jawaban: [0] });
    expect(srq.statusCode).toBe(404);
    expect(srq.json().error).toMatchObject({
      code: 'SCREENING_ELSEWHERE',
      message: screeningErrors.srq29Elsewhere,
    });
  });

  it('limits submissions per visitor address', async () => {
    const own = await buildTestApp({
      ...withLimits({ screenings: { max: 2, windowMs: 60_000 } }),
    });
    try {
      const send = (ip: string) => submitScreening(own.app, 'gad7', { jawaban: Array(7).fill(0) }, { ip });
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      const third = await send('10.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toBe(screeningErrors.tooManySubmissions);
      expect((await send('10.0.0.2')).statusCode).toBe(201);
    } finally {
      await own.close();
    }
  });
});
