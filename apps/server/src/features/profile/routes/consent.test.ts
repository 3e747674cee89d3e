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
    const visitor = injectAs(t.app, null);
    expect((await visitor('PUT', '/api/profile/consent', { consent: true, adult: true })).statusCode).toBe(
      401,
    );
    expect((await visitor('GET', '/api/profile/consent')).statusCode).toBe(401);
    const toggle = await visitor('PUT', '/api/profile/consent/statistics', { statistics: false });
    expect(toggle.statusCode).toBe(401);
  });
});

describe('reviewing consent and withdrawing the statistics one', () => {
  it('shows what was agreed to and when, and that nothing is needed', async () => {
    const before = Date.now();
    const user = await registerUser(t.app);
    const response = await injectAs(t.app, user)('GET', '/api/profile/consent');
    expect(response.statusCode).toBe(200);
    const status = response.json();
    expect(status).toMatchObject({
      currentPolicyVersion: privacyPolicyVersion,
      needed: false,
      consent: { policyVersion: privacyPolicyVersion, statistics: false },
    });
    expect(Date.parse(status.consent.givenAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(status.consent.statisticsChangedAt).toBe(status.consent.givenAt);
  });

  it('says a consent to an older policy is needed again, with the version it was given to', async () => {
    const user = await registerUser(t.app);
    await t.app.db.update(users).set({ consentPolicyVersion: '2000-01-01' }).where(eq(users.id, user.id));
    await vi.waitFor(async () => {
      const status = (await injectAs(t.app, user)('GET', '/api/profile/consent')).json();
      expect(status).toMatchObject({ needed: true, consent: { policyVersion: '2000-01-01' } });
    });
  });

  it('withdraws and gives the statistics consent alone, keeping the health-data consent', async () => {
    const user = await registerUser(t.app);
    const call = injectAs(t.app, user);
    const given = await call('PUT', '/api/profile/consent/statistics', { statistics: true });
    expect(given.statusCode).toBe(200);
    expect(given.json().consent.statistics).toBe(true);

    const withdrawn = await call('PUT', '/api/profile/consent/statistics', { statistics: false });
    expect(withdrawn.statusCode).toBe(200);
    const status = withdrawn.json();
    expect(status).toMatchObject({ needed: false, consent: { statistics: false } });
    expect(Date.parse(status.consent.statisticsChangedAt)).toBeGreaterThan(
      Date.parse(status.consent.givenAt),
    );
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ statisticsConsent: false, consentPolicyVersion: privacyPolicyVersion });
  });

  it("changes only the caller's own choice and refuses a body without one", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await injectAs(t.app, other)('PUT', '/api/profile/consent/statistics', { statistics: true });
    await injectAs(t.app, user)('PUT', '/api/profile/consent/statistics', { statistics: false });
    const [otherRow] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow!.statisticsConsent).toBe(true);

    const refused = await injectAs(t.app, user)('PUT', '/api/profile/consent/statistics', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ statistics: privacyMessages.statisticsChoiceRequired });
  });
});
