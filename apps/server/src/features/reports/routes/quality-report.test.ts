import { dateIn } from '@sehat/core/time/date-in';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvedConversation } from '../../../../test/chat';
import { createStaff, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let counsellor: Account;
let colleague: Account;
let supervisor: Account;
beforeAll(async () => {
  counsellor = await createStaff(t.app, 'counsellor');
  colleague = await createStaff(t.app, 'counsellor');
  supervisor = await createStaff(t.app, 'supervisor');
});

let timezone: string;
beforeAll(async () => {
  timezone = (await t.app.serviceHours.current()).timezone;
});
// Yesterday to tomorrow in the service's zone holds a conversation resolved now and its debrief, due 24 h later.
const day = (offset: number) => dateIn(new Date(Date.now() + offset * 86_400_000), timezone);
const report = (as: Account | null, from = day(-1), to = day(1)) =>
  injectAs(t.app, as)('GET', `/api/admin/reports/quality?from=${from}&to=${to}`);

const resolved = async (text: string, by: Account) => (await resolvedConversation(t.app, text, by)).id;

const review = async (id: number, engagement: number, collaboration: number, safetyAssessment: number) => {
  const scores = { engagement, collaboration, safetyAssessment };
  const created = await injectAs(t.app, supervisor)('POST', `/api/admin/chat/conversations/${id}/reviews`, {
    scores,
  });
  expect(created.statusCode, created.body).toBe(201);
};

describe('GET /api/admin/reports/quality', () => {
  it("averages each counsellor's reviews, shows wellbeing only as a count until five checks, and counts debriefs", async () => {
    await review(await resolved('Saya sedih minggu ini.', counsellor), 4, 3, 5);
    await review(await resolved('Saya susah tidur.', counsellor), 2, 5, 3);
    await review(await resolved('Halo, saya mau cerita.', colleague), 5, 5, 4);

    const wellbeing = injectAs(t.app, counsellor);
    for (const score of [2, 3, 4, 4])
      expect((await wellbeing('POST', '/api/admin/wellbeing', { score })).statusCode).toBe(201);
    const fewChecks = (await report(supervisor)).json();
    expect(fewChecks.wellbeing).toEqual({ entries: 4, average: null });
    expect(
      (await injectAs(t.app, colleague)('POST', '/api/admin/wellbeing', { score: 5, note: 'Lega.' }))
        .statusCode,
    ).toBe(201);

    const risky = await resolved('Saya ingin mati saja.', colleague);
    const own = injectAs(t.app, colleague);
    const debriefs = (await own('GET', '/api/admin/wellbeing/debriefs')).json().debriefs as {
      id: number;
      conversationId: number;
    }[];
    const debrief = debriefs.find((d) => d.conversationId === risky)!;
    expect((await own('POST', `/api/admin/wellbeing/debriefs/${debrief.id}/held`)).statusCode).toBe(200);
    await resolved('Saya tidak ingin hidup lagi.', counsellor);

    const answer = await report(supervisor);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.reviews).toEqual(
      expect.arrayContaining([
        {
          counsellor: { id: counsellor.id, fullName: expect.stringContaining(counsellor.username) },
          reviews: 2,
          averages: { engagement: 3, collaboration: 4, safetyAssessment: 4 },
        },
        {
          counsellor: { id: colleague.id, fullName: expect.stringContaining(colleague.username) },
          reviews: 1,
          averages: { engagement: 5, collaboration: 5, safetyAssessment: 4 },
        },
      ]),
    );
    expect(body.reviews).toHaveLength(2);
    expect(body.wellbeing).toEqual({ entries: 5, average: 3.6 });
    expect(JSON.stringify(body)).not.toContain('Lega.');
    expect(body.debriefs).toEqual({ due: 2, heldInTime: 1, heldLate: 0, open: 1 });

    // A range before any of it holds nothing.
    const earlier = (await report(supervisor, day(-30), day(-20))).json();
    expect(earlier).toMatchObject({
      reviews: [],
      wellbeing: { entries: 0, average: null },
      debriefs: { due: 0 },
    });
  });

  it('is for the reports area: a counsellor gets 403, a visitor 401, a reversed range 400 in Indonesian', async () => {
    expect((await report(counsellor)).statusCode).toBe(403);
    expect((await report(null)).statusCode).toBe(401);
    const reversed = await report(supervisor, day(1), day(-1));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('Tanggal akhir tidak boleh sebelum tanggal awal.');
  });
});
