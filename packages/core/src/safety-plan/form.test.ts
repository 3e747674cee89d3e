import { describe, expect, it } from 'vitest';
import { planFormValues, safetyPlanFormSchema } from './form';
import { safetyPlanMessages } from './messages';
import { emptySafetyPlan } from './schemas';

const form = planFormValues(emptySafetyPlan);

describe('the safety plan form', () => {
  it('sends one entry per line and the people rows that hold something', () => {
    const parsed = safetyPlanFormSchema.parse({
      ...form,
      warningSigns: 'Tidak bisa tidur\n\n  Menyendiri  ',
      people: [
        { name: '', phone: '' },
        { name: 'Kak Rina', phone: '0812' },
      ],
    });
    expect(parsed).toMatchObject({
      warningSigns: ['Tidak bisa tidur', 'Menyendiri'],
      people: [{ name: 'Kak Rina', phone: '0812' }],
    });
  });

  it('puts each message on the field it is about, rows by their place in the form', () => {
    const result = safetyPlanFormSchema.safeParse({
      ...form,
      copingStrategies: Array.from({ length: 11 }, (_, i) => `hal ${i}`).join('\n'),
      people: [
        { name: '', phone: '' },
        { name: '', phone: '0812' },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['copingStrategies', safetyPlanMessages.tooManyItems],
      ['people.1.name', safetyPlanMessages.nameRequired],
    ]);
  });

  it('starts a plan’s lists of people with one empty row', () => {
    expect(form.people).toEqual([{ name: '', phone: '' }]);
    expect(planFormValues({ ...emptySafetyPlan, reasonsToLive: ['a', 'b'] }).reasonsToLive).toBe('a\nb');
  });
});
