import { describe, expect, it } from 'vitest';
import { safetyPlanLimits } from './limits';
import { safetyPlanMessages } from './messages';
import { emptySafetyPlan, safetyPlanBodySchema } from './schemas';

const firstError = (body: unknown) => safetyPlanBodySchema.safeParse(body).error?.issues[0]?.message;

describe('the safety plan body', () => {
  it('takes up to 10 entries of up to 300 characters per list, trimmed', () => {
    const plan = {
      ...emptySafetyPlan,
      warningSigns: Array.from({ length: safetyPlanLimits.itemsMax }, (_, i) => ` tanda ${i} `),
      reasonsToLive: ['x'.repeat(safetyPlanLimits.itemMax)],
      people: [{ name: ' Kak Rina ', phone: '+62 812-3456 (7890)' }],
    };
    const parsed = safetyPlanBodySchema.parse(plan);
    expect(parsed.warningSigns[0]).toBe('tanda 0');
    expect(parsed.people).toEqual([{ name: 'Kak Rina', phone: '+62 812-3456 (7890)' }]);
  });

  it('refuses an eleventh entry, a longer one, an empty one, a nameless person and a phone with letters', () => {
    expect(firstError({ ...emptySafetyPlan, copingStrategies: Array(11).fill('a') })).toBe(
      safetyPlanMessages.tooManyItems,
    );
    expect(firstError({ ...emptySafetyPlan, distractions: ['x'.repeat(301)] })).toBe(
      safetyPlanMessages.itemTooLong,
    );
    expect(safetyPlanBodySchema.safeParse({ ...emptySafetyPlan, distractions: ['  '] }).success).toBe(false);
    expect(firstError({ ...emptySafetyPlan, professionals: Array(11).fill({ name: 'a', phone: '' }) })).toBe(
      safetyPlanMessages.tooManyContacts,
    );
    expect(firstError({ ...emptySafetyPlan, people: [{ name: ' ', phone: '' }] })).toBe(
      safetyPlanMessages.nameRequired,
    );
    expect(firstError({ ...emptySafetyPlan, people: [{ name: 'Ibu', phone: 'telepon saja' }] })).toBe(
      safetyPlanMessages.phoneInvalid,
    );
  });

  it('needs every step, as a list', () => {
    const { reasonsToLive: _left, ...partial } = emptySafetyPlan;
    expect(safetyPlanBodySchema.safeParse(partial).success).toBe(false);
    expect(safetyPlanBodySchema.safeParse({ ...emptySafetyPlan, warningSigns: 'satu' }).success).toBe(false);
  });
});
