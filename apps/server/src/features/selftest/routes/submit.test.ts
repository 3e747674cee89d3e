import { selftestMessages } from '@sehat/core/selftest/messages';
import { scoreAnswers } from '@sehat/core/selftest/scoring';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selftestQuestions, screeningResults } from '../../../db/schema/index';
import { buildTestApp, createAdmin, registerUser, useTestApp, withLimits } from '../../../../test/helper';
import { askQuestion } from '../../../../test/forum';
import { publicCacheTraffic } from '../../../../test/public-cache';
import { getQuestions, seedQuestions, submit, yesAt } from '../../../../test/selftest';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

const stored = async () => (await t.app.db.select({ n: count() }).from(screeningResults))[0]!.n;

describe('POST /api/selftest/submissions', () => {
  it.each([
    ['no yes', [], 'Normal', 'Normal', false],
    ['six neurosis items', [1, 2, 3, 4, 5, 6], 'Gejala Neurosis', 'Ringan', false],
    ['item 21', [21], 'Penggunaan Zat Psikotik', 'Sedang', false],
    ['two psychotic items', [22, 24], 'Gejala Psikotik', 'Berat', false],
    ['three PTSD items', [25, 26, 27], 'Gejala PTSD', 'Sedang', false],
    ['item 17 alone', [17], 'Normal', 'Normal', true],
  ])('scores %s on the server → %s / %s', async (_label, items, hasil, severity, crisis) => {
    const response = await submit(t.app, { jawaban: yesAt(29, ...items) });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ hasil, severity, score: items.length, crisis });
    expect(body.domains).toHaveLength(4);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it('changes nothing public, so its answer does not wait to hear announcements; a question does both (ADR 255)', async () => {
    const member = await registerUser(t.app);
    const submissions = await publicCacheTraffic(t.app, async () => {
      expect((await submit(t.app, { jawaban: yesAt(29, 17) })).statusCode).toBe(201);
      const own = await submit(t.app, { jawaban: yesAt(29, 1, 2, 3, 4, 5, 6) }, { cookie: member.cookie });
      expect(own.statusCode).toBe(201);
    });
    expect(submissions).toEqual({ announced: [], waits: 0 });
    const question = await publicCacheTraffic(t.app, async () => {
      await askQuestion(t.app, member);
    });
    expect(question).toEqual({ announced: ['forum'], waits: 1 });
  });

  it('stores a visitor’s result with no identifier at all', async () => {
    const response = await submit(t.app, { jawaban: yesAt(29, 25) });
    const [row] = await t.app.db
      .select()
      .from(screeningResults)
      .where(eq(screeningResults.id, response.json().id));
    expect(row!.userId).toBeNull();
    // The hash of the claim token only the visitor's device holds (ADR 113) is no identifier.
    expect(Object.keys(row!).sort()).toEqual(
      [
        'answers',
        'band',
        'claimHash',
        // Random per submission (its device's resend key), so it links no two results.
        'clientId',
        'code',
        'createdAt',
        'crisis',
        'domains',
        'hasil',
        'id',
        'questionnaireId',
        'score',
        'severity',
        'userId',
      ].sort(),
    );
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|user-agent/i);
  });

  it('stores a logged-in user’s result under the session’s user, whatever the body says', async () => {
    const account = await registerUser(t.app);
    const other = await registerUser(t.app);
    const response = await submit(
      t.app,
      { jawaban: yesAt(29, 22), userId: other.id },
      { cookie: account.cookie },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(screeningResults)
      .where(eq(screeningResults.id, response.json().id));
    expect(row!.userId).toBe(account.id);
  });

  it('keeps the questions as answered: later edits and deletes never change a stored result', async () => {
    const own = await buildTestApp();
    try {
      await seedQuestions(own.app);
      const account = await registerUser(own.app);
      const admin = await createAdmin(own.app);
      const { questions } = await getQuestions(own.app);
      const response = await submit(own.app, { jawaban: yesAt(29, 25, 26) }, { cookie: account.cookie });
      const id = response.json().id;
      const before = await own.app.inject({
        url: `/api/selftest/submissions/${id}`,
        headers: { cookie: account.cookie },
      });
      expect(before.json().answers[24]).toEqual({
        nomor: questions[24]!.nomor,
        pertanyaan: questions[24]!.pertanyaan,
        kategori: 'ptsd',
        jawaban: 1,
      });

      const adminCall = (method: 'PUT' | 'DELETE', nomor: number, payload?: object) =>
        own.app.inject({
          method,
          url: `/api/admin/selftest/questions/${nomor}`,
          headers: { cookie: admin.cookie },
          ...(payload ? { payload } : {}),
        });
      const edit = await adminCall('PUT', questions[24]!.nomor, {
        pertanyaan: 'Teks baru?',
        kategori: 'neurosis',
      });
      expect(edit.statusCode).toBe(200);
      expect((await adminCall('DELETE', questions[25]!.nomor)).statusCode).toBe(204);

      const after = await own.app.inject({
        url: `/api/selftest/submissions/${id}`,
        headers: { cookie: account.cookie },
      });
      expect(after.json()).toEqual(before.json());
      expect(after.json()).toMatchObject({ hasil: 'Gejala PTSD', severity: 'Ringan', score: 2 });
    } finally {
      await own.close();
    }
  });

  it.each([
    ['too few answers', { jawaban: yesAt(28) }, selftestMessages.answersWrongCount],
    ['too many answers', { jawaban: yesAt(30) }, selftestMessages.answersWrongCount],
    ['a 2', { jawaban: [...yesAt(28), 2] }, selftestMessages.answersInvalid],
    ['a string', { jawaban: [...yesAt(28), '1'] }, selftestMessages.answersInvalid],
    ['a boolean', { jawaban: [...yesAt(28), true] }, selftestMessages.answersInvalid],
    ['an unanswered question', { jawaban: [...yesAt(28), null] }, selftestMessages.answersInvalid],
    ['no answers', {}, selftestMessages.answersRequired],
    ['an empty list', { jawaban: [] }, selftestMessages.answersWrongCount],
    ['a JSON string', { jawaban: JSON.stringify(yesAt(29)) }, selftestMessages.answersInvalid],
    [
      'a stale revision',
      { jawaban: yesAt(29), revision: '0000000000000000' },
      selftestMessages.revisionMismatch,
    ],
  ])('400 for %s, with a clear message and nothing stored', async (_label, payload, message) => {
    const before = await stored();
    const response = await submit(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('accepts the current revision', async () => {
    const { revision } = await getQuestions(t.app);
    expect((await submit(t.app, { jawaban: yesAt(29), revision })).statusCode).toBe(201);
  });

  it('400 QUESTIONS_CHANGED when a question is edited, added or deleted after the test was loaded', async () => {
    const admin = (await createAdmin(t.app)).cookie;
    const { questions, revision } = await getQuestions(t.app);
    const nomor = questions[0]!.nomor;
    const original = { pertanyaan: questions[0]!.pertanyaan, kategori: 'neurosis' };
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/selftest/questions/${nomor}`,
      payload: { ...original, kategori: 'ptsd' },
      headers: { cookie: admin },
    });
    const raced = await submit(t.app, { jawaban: yesAt(29, 1), revision });
    expect(raced.statusCode).toBe(400);
    expect(raced.json().error.code).toBe('QUESTIONS_CHANGED');

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/selftest/questions',
      payload: { pertanyaan: 'Pertanyaan tambahan sementara?', kategori: 'zat' },
      headers: { cookie: admin },
    });
    const afterAdd = await submit(t.app, { jawaban: yesAt(29) });
    expect(afterAdd.statusCode).toBe(400);
    expect(afterAdd.json().error).toMatchObject({
      code: 'QUESTIONS_CHANGED',
      message: selftestMessages.answersWrongCount,
    });

    // With the new questionnaire the same person gets a score that uses the new categories.
    const fresh = await getQuestions(t.app);
    const scored = await submit(t.app, { jawaban: yesAt(30, 1), revision: fresh.revision });
    expect(scored.json()).toMatchObject({ hasil: 'Gejala PTSD', severity: 'Ringan', score: 1 });

    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/selftest/questions/${added.json().question.nomor}`,
      headers: { cookie: admin },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/selftest/questions/${nomor}`,
      payload: original,
      headers: { cookie: admin },
    });
    expect((await getQuestions(t.app)).revision).toBe(revision);
  });
});

describe('a question changed by another instance', () => {
  it('is scored in its new form: the questionnaire read before is not trusted once it changed', async () => {
    const { questions } = await getQuestions(t.app);
    const first = questions[0]!;
    // This instance has scored against the questionnaire once and holds it.
    expect((await submit(t.app, { jawaban: yesAt(29, 1) })).json()).toMatchObject({ hasil: 'Normal' });
    const change = (pertanyaan: string, kategori: 'neurosis' | 'ptsd') =>
      t.app.db
        .update(selftestQuestions)
        .set({ pertanyaan, kategori })
        .where(eq(selftestQuestions.nomor, first.nomor));
    await change('Apakah Anda sering bermimpi buruk tentang kejadian itu?', 'ptsd');
    try {
      const response = await submit(t.app, { jawaban: yesAt(29, 1) });
      expect(response.json()).toMatchObject({ hasil: 'Gejala PTSD', score: 1 });
      const row = await t.app.screeningResults.findById(response.json().id);
      expect(row!.questions![0]).toMatchObject({
        pertanyaan: 'Apakah Anda sering bermimpi buruk tentang kejadian itu?',
        kategori: 'ptsd',
      });
    } finally {
      await change(first.pertanyaan, 'neurosis');
    }
  });
});

describe('submissions racing question edits', () => {
  it('are scored against one consistent questionnaire, or refused, never mixed', async () => {
    const admin = (await createAdmin(t.app)).cookie;
    const { questions } = await getQuestions(t.app);
    const first = questions[0]!;
    const recategorise = (kategori: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/selftest/questions/${first.nomor}`,
        payload: { pertanyaan: first.pertanyaan, kategori },
        headers: { cookie: admin },
      });
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? recategorise(i % 4 === 0 ? 'psikotik' : 'neurosis')
        : submit(t.app, { jawaban: yesAt(29, 1, 2, 3, 4, 5, 6) }),
    );
    const responses = await Promise.all(calls);
    await recategorise('neurosis');
    const ids = responses.filter((r) => r.statusCode === 201 && 'hasil' in r.json()).map((r) => r.json().id);
    expect(ids.length).toBeGreaterThan(0);
    const rows = await Promise.all(ids.map((id) => t.app.screeningResults.findById(id)));
    for (const row of rows.map((found) => found!)) {
      const again = scoreAnswers(
        row.questions!.map((q) => ({ kategori: q.kategori, crisis: false })),
        row.answers as (0 | 1)[],
      );
      expect({ hasil: row.hasil, severity: row.severity, score: row.score }).toEqual({
        hasil: again.hasil,
        severity: again.severity,
        score: again.score,
      });
    }
  });
});

describe('submission limits and settings', () => {
  it('rate-limits submissions per address for visitors and per account for users', async () => {
    const limited = await buildTestApp({
      ...withLimits({ selftest: { max: 2, windowMs: 60_000 } }),
    });
    try {
      await seedQuestions(limited.app);
      const answers = { jawaban: yesAt(29) };
      for (let i = 0; i < 2; i++) expect((await submit(limited.app, answers)).statusCode).toBe(201);
      const blocked = await submit(limited.app, answers);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(selftestMessages.tooManySubmissions);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await submit(limited.app, answers, { ip: '10.0.0.9' })).statusCode).toBe(201);
      const account = await registerUser(limited.app);
      expect((await submit(limited.app, answers, { cookie: account.cookie })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('refuses over the limit without storing, and counts a submission retried after a question changed once', async () => {
    const limited = await buildTestApp({
      ...withLimits({ selftest: { max: 3, windowMs: 60_000 } }),
    });
    const storedThere = async () =>
      (await limited.app.db.select({ n: count() }).from(screeningResults))[0]!.n;
    try {
      await seedQuestions(limited.app);
      const answers = { jawaban: yesAt(29) };
      expect((await submit(limited.app, answers)).statusCode).toBe(201);
      // The questionnaire this instance read changes: the store refuses it, the answers are
      // scored again against the new one and stored, and the limit counts one submission.
      await limited.app.db
        .update(selftestQuestions)
        .set({ pertanyaan: 'Apakah Anda sering merasa sakit kepala?' })
        .where(eq(selftestQuestions.position, 1));
      expect((await submit(limited.app, answers)).statusCode).toBe(201);
      expect((await submit(limited.app, answers)).statusCode).toBe(201);
      const before = await storedThere();
      const blocked = await submit(limited.app, answers);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(selftestMessages.tooManySubmissions);
      expect(await storedThere()).toBe(before);
    } finally {
      await limited.close();
    }
  });

  it('uses the configured neurosis cut-off', async () => {
    const five = await buildTestApp({ selftest: { ...t.config.selftest, neurosisCutoff: 5 } });
    try {
      await seedQuestions(five.app);
      const response = await submit(five.app, { jawaban: yesAt(29, 1, 2, 3, 4, 5) });
      expect(response.json()).toMatchObject({ hasil: 'Gejala Neurosis', severity: 'Ringan' });
    } finally {
      await five.close();
    }
  });

  it('400 when there are no questions at all', async () => {
    const empty = await buildTestApp();
    try {
      const response = await submit(empty.app, { jawaban: [0] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'NO_QUESTIONS',
        message: selftestMessages.noQuestions,
      });
    } finally {
      await empty.close();
    }
  });
});
