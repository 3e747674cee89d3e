import { commonMessages } from '@sehat/core/messages';
import { shiftMessages } from '@sehat/core/shifts/messages';
import type { Shift } from '@sehat/core/shifts/week';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { createAdmin, createStaff, registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let counsellor: Account;
let supervisor: Account;
let admin: Account;
let person: Account;
beforeAll(async () => {
  counsellor = await createStaff(t.app, 'counsellor');
  supervisor = await createStaff(t.app, 'supervisor');
  admin = await createAdmin(t.app);
  person = await registerUser(t.app);
});

const week = async (as: Account) => {
  const response = await injectAs(t.app, as)('GET', '/api/admin/shifts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ shifts: Shift[] }>().shifts;
};
const put = (as: Account | null, body: unknown) =>
  injectAs(t.app, as)('PUT', '/api/admin/shifts', body as object);

describe('/api/admin/shifts', () => {
  it('lets a supervisor replace the week, answered Monday first, and every staff member read it', async () => {
    const response = await put(supervisor, {
      shifts: [
        { counsellorId: supervisor.id, day: 0, start: '00:00', end: '06:00' },
        { counsellorId: counsellor.id, day: 1, start: '22:00', end: '00:00' },
        { counsellorId: counsellor.id, day: 1, start: '09:00', end: '13:00' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = [
      { counsellorId: counsellor.id, day: 1, start: '09:00', end: '13:00' },
      { counsellorId: counsellor.id, day: 1, start: '22:00', end: '00:00' },
      { counsellorId: supervisor.id, day: 0, start: '00:00', end: '06:00' },
    ];
    expect(response.json().shifts).toEqual(expected);
    expect(await week(counsellor)).toEqual(expected);
    expect(await week(admin)).toEqual(expected);

    expect((await put(admin, { shifts: expected.slice(0, 1) })).statusCode).toBe(200);
    expect(await week(supervisor)).toEqual(expected.slice(0, 1));
  });

  it('refuses bad weeks with a 400 in Indonesian and keeps the week as it was', async () => {
    const before = await week(supervisor);
    const cases: [unknown, string][] = [
      [
        { shifts: [{ counsellorId: counsellor.id, day: 5, start: '22:00', end: '06:00' }] },
        shiftMessages.endBeforeStart('Jumat'),
      ],
      [
        {
          shifts: [
            { counsellorId: counsellor.id, day: 2, start: '09:00', end: '13:00' },
            { counsellorId: counsellor.id, day: 2, start: '12:00', end: '14:00' },
          ],
        },
        shiftMessages.overlap('Selasa', '09.00–13.00', '12.00–14.00'),
      ],
      [
        { shifts: [{ counsellorId: counsellor.id, day: 9, start: '09:00', end: '13:00' }] },
        shiftMessages.dayInvalid,
      ],
      [
        { shifts: [{ counsellorId: counsellor.id, day: 1, start: '9 pagi', end: '13:00' }] },
        shiftMessages.clockInvalid,
      ],
      [
        { shifts: [{ counsellorId: person.id, day: 1, start: '09:00', end: '13:00' }] },
        shiftMessages.notCounsellor,
      ],
      [
        { shifts: [{ counsellorId: 987654, day: 1, start: '09:00', end: '13:00' }] },
        shiftMessages.notCounsellor,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await put(supervisor, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await week(supervisor)).toEqual(before);
  });

  it('answers a counsellor’s PUT 403 and a visitor 401, changing nothing', async () => {
    const before = await week(supervisor);
    const forbidden = await put(counsellor, { shifts: [] });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe(commonMessages.forbidden);
    expect((await put(null, { shifts: [] })).statusCode).toBe(401);
    expect((await injectAs(t.app, null)('GET', '/api/admin/shifts')).statusCode).toBe(401);
    expect((await injectAs(t.app, person)('GET', '/api/admin/shifts')).statusCode).toBe(403);
    expect(await week(supervisor)).toEqual(before);
  });

  it('leaves out the shifts of an account that can no longer answer chats', async () => {
    const leaving = await createStaff(t.app, 'counsellor');
    await put(admin, { shifts: [{ counsellorId: leaving.id, day: 3, start: '08:00', end: '12:00' }] });
    // An admin made them a user again (the users screen's role change, straight in the table).
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, leaving.id));
    expect(await week(admin)).toEqual([]);
  });
});
