import { safetyPlanMessages } from '@sehat/core/safety-plan/messages';
import { emptySafetyPlan, type SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs, useAdmin } from '../../../../test/inject-as';

const t = useTestApp();
const { call: asAdmin } = useAdmin(t);
let owner: Account;
let other: Account;
beforeAll(async () => {
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});

const plan: SafetyPlanContent = {
  ...emptySafetyPlan,
  warningSigns: ['Tidak bisa tidur', 'Merasa jadi beban'],
  copingStrategies: ['Tarik napas pelan'],
  people: [{ name: 'Kak Rina', phone: '0812 3456 7890' }],
  professionals: [{ name: 'Puskesmas Sukajadi', phone: '(0761) 21-618' }],
  reasonsToLive: ['Anak saya'],
};

describe('/api/safety-plan', () => {
  it('is for logged-in people only', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await injectAs(t.app, null)(method, '/api/safety-plan', plan)).statusCode).toBe(401);
    }
  });

  it('is null until written, then the plan with when it changed; a second PUT replaces it', async () => {
    const asOwner = injectAs(t.app, owner);
    expect((await asOwner('GET', '/api/safety-plan')).json()).toEqual({ plan: null });

    const saved = await asOwner('PUT', '/api/safety-plan', plan);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().plan).toEqual({ ...plan, updatedAt: expect.any(String) });
    expect((await asOwner('GET', '/api/safety-plan')).json()).toEqual(saved.json());

    const replaced = await asOwner('PUT', '/api/safety-plan', { ...plan, warningSigns: ['  Menyendiri  '] });
    expect(replaced.json().plan.warningSigns).toEqual(['Menyendiri']);
    expect(Date.parse(replaced.json().plan.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(saved.json().plan.updatedAt),
    );
  });

  it('refuses more than 10 entries, an entry over 300 characters or a missing step, with a message, and keeps the plan', async () => {
    const asOwner = injectAs(t.app, owner);
    const before = (await asOwner('GET', '/api/safety-plan')).json();
    const tooMany = await asOwner('PUT', '/api/safety-plan', {
      ...plan,
      distractions: Array.from({ length: 11 }, (_, i) => `Hal ${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      message: safetyPlanMessages.tooManyItems,
      fields: { distractions: safetyPlanMessages.tooManyItems },
    });
    const tooLong = await asOwner('PUT', '/api/safety-plan', { ...plan, reasonsToLive: ['x'.repeat(301)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(safetyPlanMessages.itemTooLong);
    const tooManyPeople = await asOwner('PUT', '/api/safety-plan', {
      ...plan,
      people: Array.from({ length: 11 }, () => ({ name: 'Teman', phone: '' })),
    });
    expect(tooManyPeople.json().error.message).toBe(safetyPlanMessages.tooManyContacts);
    const { reasonsToLive: _missing, ...partial } = plan;
    expect((await asOwner('PUT', '/api/safety-plan', partial)).statusCode).toBe(400);
    expect((await asOwner('GET', '/api/safety-plan')).json()).toEqual(before);
  });

  it('is seen and changed by its owner only: another user and an admin get their own, and delete only their own', async () => {
    const asOwner = injectAs(t.app, owner);
    const mine = (await asOwner('GET', '/api/safety-plan')).json();
    expect(mine.plan).not.toBeNull();

    const asOther = injectAs(t.app, other);
    expect((await asOther('GET', '/api/safety-plan')).json()).toEqual({ plan: null });
    expect((await asOther('DELETE', '/api/safety-plan')).statusCode).toBe(204);
    expect((await asAdmin('GET', '/api/safety-plan')).json()).toEqual({ plan: null });
    expect((await asAdmin('DELETE', '/api/safety-plan')).statusCode).toBe(204);
    expect((await asAdmin('GET', '/api/profile/export')).json().safetyPlan).toBeNull();
    expect(
      JSON.stringify((await asAdmin('GET', `/api/admin/users?q=${owner.username}`)).json()),
    ).not.toContain('Tidak bisa tidur');
    expect((await asOwner('GET', '/api/safety-plan')).json()).toEqual(mine);
  });

  it('is in its owner’s data export, and goes when they delete it', async () => {
    const asOwner = injectAs(t.app, owner);
    const { plan: stored } = (await asOwner('GET', '/api/safety-plan')).json();
    expect((await asOwner('GET', '/api/profile/export')).json().safetyPlan).toEqual(stored);
    expect((await injectAs(t.app, other)('GET', '/api/profile/export')).json().safetyPlan).toBeNull();

    expect((await asOwner('DELETE', '/api/safety-plan')).statusCode).toBe(204);
    expect((await asOwner('GET', '/api/safety-plan')).json()).toEqual({ plan: null });
  });
});
