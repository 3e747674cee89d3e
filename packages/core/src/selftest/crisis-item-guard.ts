import { adminQuestionMessages } from './messages';
import type { ErrorCode } from '../errors/codes';

export interface CrisisItemChange {
  /** The question being changed, as it is now. */
  question: { nomor: number; crisis: boolean };
  /** Deleting it, or un-marking it as the crisis item. */
  removesCrisis: boolean;
  /** The number the admin typed to confirm, if any. */
  typedNomor: number | undefined;
  /** How many questions of the test are crisis items now, this one included. */
  crisisCount: number;
}

export type CrisisItemVerdict =
  | { allowed: true }
  | {
      allowed: false;
      code: Extract<ErrorCode, 'CRISIS_CONFIRMATION_REQUIRED' | 'CRISIS_ITEM_REQUIRED'>;
      message: string;
    };

/**
 * The crisis item is what puts help first when someone says they think about ending their
 * life (ADR 117): taking it away needs its number typed, and the last one cannot go.
 */
export function checkCrisisItemChange(change: CrisisItemChange): CrisisItemVerdict {
  const { question, removesCrisis, typedNomor, crisisCount } = change;
  if (!question.crisis || !removesCrisis) return { allowed: true };
  if (crisisCount <= 1) {
    return { allowed: false, code: 'CRISIS_ITEM_REQUIRED', message: adminQuestionMessages.crisisLastOne };
  }
  if (typedNomor !== question.nomor) {
    return {
      allowed: false,
      code: 'CRISIS_CONFIRMATION_REQUIRED',
      message: adminQuestionMessages.crisisConfirmRequired(question.nomor),
    };
  }
  return { allowed: true };
}
