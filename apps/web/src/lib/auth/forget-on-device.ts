import { clearAccountPlanCopy } from '../offline/account-plan-key';
import { clearQueue } from '../offline/submission-queue';
import { clearAllScreeningProgress } from '../screenings/progress-store';
import { clearTestProgress } from '../selftest/test-progress-store';
import { clearCachedUser } from '../storage';

/**
 * Everything this device keeps of a logged-in person: it goes when they log out and when they
 * delete their account, so neither leaves their plan, waiting tests or answers on a shared phone.
 */
export function forgetPersonOnDevice(): void {
  clearCachedUser();
  clearTestProgress();
  clearAllScreeningProgress();
  // What waited offline and the plan's copy are this person's (ADR 160).
  clearQueue();
  clearAccountPlanCopy();
}
