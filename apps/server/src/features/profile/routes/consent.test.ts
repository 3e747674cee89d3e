import { privacyMessages } from '@sehat/core/privacy/messages';
import { privacyPolicyVersion } from '@sehat/core/privacy/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../../db/schema/index';
import { createAdmin, registerUser, sessionCookie, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();

const consentNeeded = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().consentNeeded;

describe('consent to the current policy', () => {
  it('a new registration needs nothing more; an older policy version asks again until given', async () => {
    const user = await registerUser(t.app);
    expect(await consentNeeded(user.cookie)).toBe(false);

    // A write outside the API reaches the app's session cache through the database's
    // announcement, a moment after commit (ADR 101).
    await t.app.db.update(users).set({ consentPolicyVersion: '2000-01-01' }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect(await consentNeeded(user.cookie)).toBe(true));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: user.password },
    });
    expect(login.json().consentNeeded).toBe(true);

    const refused = await injectAs(t.app, user)('PUT', '/api/profile/consent', { consent: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ adult: privacyMessages.adultRequired });
    expect(await consentNeeded(user.cookie)).toBe(true);

    const given = await injectAs(t.app, user)('PUT', '/api/profile/consent', {
      consent: true,
      adult: true,
      statistics: true,
    });
    expect(given.statusCode).toBe(204);
    expect(await consentNeeded(user.cookie)).toBe(false);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ consentPolicyVersion: privacyPolicyVersion, statisticsConsent: true });
  });

  it('an account an admin creates records no consent and asks at first login', async () => {
    const admin = await createAdmin(t.app);
    const created = await injectAs(t.app, admin)('POST', '/api/admin/users', {
      username: 'dibuat_admin',
      email: 'dibuat.admin@contoh.id',
      password: 'rahasia123',
      fullName: 'Dibuat Admin',
      address: '',
      role: 'user',
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, created.json().user.id));
    expect(row!.consentAt).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'dibuat_admin', password: 'rahasia123' },
    });
    expect(login.json().consentNeeded).toBe(true);
    expect(await consentNeeded(sessionCookie(login))).toBe(true);
    expect(await consentNeeded(admin.cookie)).toBe(false);
  });

  it('is for logged-in users only', async () => {
    const response = await injectAs(t.app, null)('PUT', '/api/profile/consent', {
      consent: true,
      adult: true,
    });
    expect(response.statusCode).toBe(401);
  });
});
