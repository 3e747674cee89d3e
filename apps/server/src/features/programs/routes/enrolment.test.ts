import { programErrors } from '@sehat/core/programs/messages';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
const base = '/api/programs/aktivasi-perilaku';
let owner: Account;
let other: Account;
beforeAll(async () => {
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});

describe('reading programmes', () => {
  it('lists every programme with its sessions and minutes, to visitors too', async () => {
    const response = await injectAs(t.app, null)('GET', '/api/programs');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      programs: [{ code: 'aktivasi-perilaku', title: aktivasiPerilaku.title, sessions: 6, minutes: 105 }],
    });
  });

  it('shows a programme’s sessions with steps and worksheet; an unknown code is a 404 in Indonesian', async () => {
    const detail = (await injectAs(t.app, null)('GET', base)).json();
    expect(detail.sessions).toHaveLength(6);
    expect(detail.sessions[0]).toMatchObject({
      nomor: 1,
      minutes: 15,
      steps: aktivasiPerilaku.sessions[0]!.steps,
    });
    expect(detail.sessions[0].worksheet.fields[0]).toEqual(aktivasiPerilaku.sessions[0]!.worksheet.fields[0]);
    const missing = await injectAs(t.app, null)('GET', '/api/programs/tidak-ada');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(programErrors.notFound);
  });
});

describe('/api/programs/:code/enrolment', () => {
  it('is for logged-in people: a visitor gets 401 on every member route', async () => {
    const visitor = injectAs(t.app, null);
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      expect((await visitor(method, `${base}/enrolment`)).statusCode).toBe(401);
    }
    const complete = await visitor('POST', `${base}/sessions/1/complete`, { worksheet: {}, phq9: [] });
    expect(complete.statusCode).toBe(401);
  });

  it('enrols with 201, again 200 with the same enrolment; GET shows it with no measures yet', async () => {
    const asOwner = injectAs(t.app, owner);
    const first = await asOwner('POST', `${base}/enrolment`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      enrolment: {
        code: 'aktivasi-perilaku',
        startedAt: expect.any(String),
        completed: [],
        next: 1,
        guidance: false,
        reminders: false,
      },
    });
    const again = await asOwner('POST', `${base}/enrolment`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await asOwner('GET', `${base}/enrolment`)).json()).toMatchObject({
      enrolment: first.json().enrolment,
      measures: [],
      sessions: [],
      outcome: { baseline: null, latest: null },
    });
  });

  it('never shows someone else’s enrolment: another user has none of their own', async () => {
    const asOther = injectAs(t.app, other);
    const none = await asOther('GET', `${base}/enrolment`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(programErrors.notEnrolled);
    expect((await asOther('DELETE', `${base}/enrolment`)).statusCode).toBe(204);
    expect((await injectAs(t.app, owner)('GET', `${base}/enrolment`)).statusCode).toBe(200);
  });

  it('is for user accounts: staff may read the programme but not enrol (403)', async () => {
    const counsellor = await createStaff(t.app, 'counsellor');
    const refused = await injectAs(t.app, counsellor)('POST', `${base}/enrolment`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(programErrors.usersOnly);
    expect((await injectAs(t.app, counsellor)('GET', base)).statusCode).toBe(200);
  });

  it('leaving deletes the enrolment with its sessions; an unknown programme is a 404', async () => {
    const leaver = await registerUser(t.app);
    const asLeaver = injectAs(t.app, leaver);
    await asLeaver('POST', `${base}/enrolment`);
    await asLeaver('POST', `${base}/sessions/1/complete`, {
      worksheet: { tanda: 'Sulit tidur' },
      phq9: [1, 1, 1, 1, 1, 1, 1, 1, 0],
    });
    expect((await asLeaver('DELETE', `${base}/enrolment`)).statusCode).toBe(204);
    expect((await asLeaver('GET', `${base}/enrolment`)).statusCode).toBe(404);
    expect((await asLeaver('POST', '/api/programs/tidak-ada/enrolment')).statusCode).toBe(404);
  });
});
