import { describe, expect, it } from 'vitest';
import { checkCrisisItemChange } from './crisis-item-guard';
import { adminQuestionMessages } from './messages';

const crisisItem = { nomor: 17, crisis: true };

describe('checkCrisisItemChange', () => {
  it('lets ordinary questions and edits that keep the mark through without a number', () => {
    expect(
      checkCrisisItemChange({
        question: { nomor: 3, crisis: false },
        removesCrisis: true,
        typedNomor: undefined,
        crisisCount: 1,
      }),
    ).toEqual({ allowed: true });
    expect(
      checkCrisisItemChange({
        question: crisisItem,
        removesCrisis: false,
        typedNomor: undefined,
        crisisCount: 1,
      }),
    ).toEqual({ allowed: true });
  });

  it("asks for the crisis item's own number before it is deleted or un-marked", () => {
    for (const typedNomor of [undefined, 16]) {
      expect(
        checkCrisisItemChange({ question: crisisItem, removesCrisis: true, typedNomor, crisisCount: 2 }),
      ).toEqual({
        allowed: false,
        code: 'CRISIS_CONFIRMATION_REQUIRED',
        message: adminQuestionMessages.crisisConfirmRequired(17),
      });
    }
    expect(
      checkCrisisItemChange({ question: crisisItem, removesCrisis: true, typedNomor: 17, crisisCount: 2 }),
    ).toEqual({ allowed: true });
  });

  it('never lets the last crisis item go, typed or not', () => {
    expect(
      checkCrisisItemChange({ question: crisisItem, removesCrisis: true, typedNomor: 17, crisisCount: 1 }),
    ).toMatchObject({ allowed: false, code: 'CRISIS_ITEM_REQUIRED' });
  });
});
