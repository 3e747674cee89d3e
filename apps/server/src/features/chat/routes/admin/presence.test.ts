import { commonMessages } from '@sehat/core/messages';
import { describe, expect, it } from 'vitest';
import { lapse, putPresence, setPresence, teamOf } from '../../../../../test/counsellors';
import { createAdmin, registerUser, useTestApp } from '../../../../../test/helper';

const t = useTestApp();

describe('PUT /api/admin/presence', () => {
  it('goes online, away when idle, back online when active, offline when the last tab goes quiet', async () => {
    const [counsellor, colleague] = [await createAdmin(t.app), await createAdmin(t.app)];
    expect((await teamOf(t.app, colleague)).get(counsellor.id)).toMatchObject({ presence: 'offline' });

    expect(await setPresence(t.app, counsellor, { status: 'online' })).toBe('online');
    expect((await teamOf(t.app, colleague)).get(counsellor.id)).toMatchObject({ presence: 'online' });

    // An idle tab's renewal keeps the tab counted but not the counsellor at the keyboard.
    expect(await setPresence(t.app, counsellor, { idle: true })).toBe('online');
    await lapse(t.app, counsellor, 'active_until');
    expect(await setPresence(t.app, counsellor, { idle: true })).toBe('away');
    expect((await teamOf(t.app, colleague)).get(counsellor.id)).toMatchObject({ presence: 'away' });
    expect(await setPresence(t.app, counsellor, { idle: false })).toBe('online');

    // No tab renews any more: offline, without anyone saying so.
    await lapse(t.app, counsellor, 'seen_until');
    expect((await teamOf(t.app, colleague)).get(counsellor.id)).toMatchObject({ presence: 'offline' });
    // A tab opened again brings the choice back.
    expect(await setPresence(t.app, counsellor, { idle: false })).toBe('online');

    expect(await setPresence(t.app, counsellor, { status: 'away' })).toBe('away');
    expect(await setPresence(t.app, counsellor, { idle: false })).toBe('away');
    expect(await setPresence(t.app, counsellor, { status: 'offline' })).toBe('offline');
    expect(await setPresence(t.app, counsellor, { idle: false })).toBe('offline');
  });

  it('starts offline for a counsellor who never chose, even with a tab open', async () => {
    const newcomer = await createAdmin(t.app);
    expect(await setPresence(t.app, newcomer, { idle: false })).toBe('offline');
  });

  it('sets only the caller’s own presence; a user gets 403, a visitor 401', async () => {
    const [counsellor, other] = [await createAdmin(t.app), await createAdmin(t.app)];
    await setPresence(t.app, counsellor, { status: 'online' });
    // A body naming someone else still sets the caller's own.
    const sneaky = await putPresence(t.app, other, { status: 'offline', userId: counsellor.id });
    expect(sneaky.statusCode).toBe(200);
    expect((await teamOf(t.app, other)).get(counsellor.id)).toMatchObject({ presence: 'online' });

    const user = await registerUser(t.app);
    expect((await putPresence(t.app, user, { status: 'offline' })).statusCode).toBe(403);
    expect((await putPresence(t.app, null, { status: 'offline' })).statusCode).toBe(401);
    expect((await teamOf(t.app, other)).get(counsellor.id)).toMatchObject({ presence: 'online' });
  });

  it('refuses an empty body or a made-up status with a 400 in Indonesian', async () => {
    const counsellor = await createAdmin(t.app);
    for (const body of [{}, { status: 'sibuk' }, { idle: 'ya' }]) {
      const response = await putPresence(t.app, counsellor, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(commonMessages.invalidInput);
    }
  });
});
