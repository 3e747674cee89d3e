import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../../test/chat';
import { assigneeOf, setPresence } from '../../../../../test/counsellors';
import { type Account, createStaff, registerUser, useTestApp } from '../../../../../test/helper';
import { injectAs } from '../../../../../test/inject-as';

const t = useTestApp();
let supervisor: Account;
beforeAll(async () => {
  supervisor = await createStaff(t.app, 'supervisor');
});

/** A new person writes their first message; returns who got the conversation. */
async function newConversationGoesTo() {
  const user = await registerUser(t.app);
  const id = await conversationOf(t.app, user);
  await sent(t.app, user, id, 'Halo, saya ingin bercerita');
  return assigneeOf(t.app, id);
}

/** Whole days every day of the week, so the test does not depend on the clock. */
const allWeek = (counsellor: Account) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ counsellorId: counsellor.id, day, start: '00:00', end: '00:00' }));

async function setShifts(shifts: object[]) {
  const response = await injectAs(t.app, supervisor)('PUT', '/api/admin/shifts', { shifts });
  expect(response.statusCode, response.body).toBe(200);
}

describe('assignment and shifts', () => {
  it('prefers an online counsellor on shift over a less loaded one off shift, and falls back to the least loaded', async () => {
    const [onShift, offShift, absent] = [
      await createStaff(t.app, 'counsellor'),
      await createStaff(t.app, 'counsellor'),
      await createStaff(t.app, 'counsellor'),
    ];
    await setPresence(t.app, onShift, { status: 'online' });
    expect(await newConversationGoesTo()).toBe(onShift.id);
    await setPresence(t.app, offShift, { status: 'online' });

    await setShifts(allWeek(onShift));
    // Holding one already against none: the shift wins over the load.
    expect(await newConversationGoesTo()).toBe(onShift.id);
    expect(await newConversationGoesTo()).toBe(onShift.id);

    // Only someone offline is on shift: the least loaded online counsellor, as without shifts.
    await setShifts(allWeek(absent));
    expect(await newConversationGoesTo()).toBe(offShift.id);
    await setShifts([]);
    expect(await newConversationGoesTo()).toBe(offShift.id);
  });
});
