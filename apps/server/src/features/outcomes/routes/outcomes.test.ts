import { quarterOf } from '@sehat/core/outcomes/quarters';
import { reportMessages } from '@sehat/core/reports/messages';
import { dateIn } from '@sehat/core/time/date-in';
import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
const visitor = () => injectAs(t.app, null);
const base = '/api/programs/aktivasi-perilaku';
const today = () => dateIn(new Date(), 'Asia/Jakarta');

/** A member who begins the programme and does sessions 1 and 2 with these PHQ-9 totals. */
async function participant(first: number, second: number) {
  const user = injectAs(t.app, await registerUser(t.app));
  const answers = (score: number) =>
    [3, 3, 3, 3, 3, 3, 3, 3, 0].map((max, i) => Math.max(0, Math.min(max, score - 3 * i)));
  expect((await user('POST', `${base}/enrolment`)).statusCode).toBe(201);
  for (const [nomor, score, field] of [
    [1, first, 'tanda'],
    [2, second, 'naik'],
  ] as const) {
    const done = await user('POST', `${base}/sessions/${nomor}/complete`, {
      worksheet: { [field]: 'isi' },
      phq9: answers(score),
    });
    expect(done.statusCode).toBe(200);
  }
}

describe('GET /api/outcomes', () => {
  it('is public, covers this quarter by default, and shows no count under 10', async () => {
    await participant(15, 8);
    for (let i = 0; i < 9; i += 1) {
      await visitor()('POST', '/api/screenings/phq9/submissions', { jawaban: [1, 1, 0, 0, 0, 0, 0, 0, 0] });
    }
    const response = await visitor()('GET', '/api/outcomes');
    expect(response.statusCode).toBe(200);
    const { from, to } = quarterOf(today());
    expect(response.json()).toEqual({
      period: { from, to },
      screenings: { srq29: null, phq9: null, gad7: null },
      programs: { enrolled: null, completedMost: null, reliableImprovement: null, deterioration: null },
      chat: { conversations: null, firstResponseP50Seconds: null, withinTarget: null },
    });
  });

  it('publishes a figure once it reaches 10', async () => {
    for (let i = 0; i < 9; i += 1) await participant(14, 7);
    await visitor()('POST', '/api/screenings/phq9/submissions', { jawaban: [1, 1, 0, 0, 0, 0, 0, 0, 0] });
    const { programs, screenings } = (await visitor()('GET', '/api/outcomes')).json();
    expect(screenings).toEqual({ srq29: null, phq9: 10, gad7: null });
    expect(programs).toEqual({
      enrolled: 10,
      completedMost: null,
      reliableImprovement: 10,
      deterioration: null,
    });
  });

  it('takes a range of dates; another range holds nothing', async () => {
    const range = await visitor()('GET', '/api/outcomes?from=2020-01-01&to=2020-03-31');
    expect(range.json()).toMatchObject({
      period: { from: '2020-01-01', to: '2020-03-31' },
      programs: { enrolled: null },
    });
  });

  it('refuses a half range, a reversed one or a malformed date with a 400 in Indonesian', async () => {
    const half = await visitor()('GET', '/api/outcomes?from=2026-01-01');
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toBe(reportMessages.dateInvalid);
    const reversed = await visitor()('GET', '/api/outcomes?from=2026-03-01&to=2026-01-01');
    expect(reversed.json().error.message).toBe(reportMessages.rangeReversed);
    expect((await visitor()('GET', '/api/outcomes?from=kemarin&to=2026-01-01')).statusCode).toBe(400);
  });
});
