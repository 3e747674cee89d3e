import { clearAccountPlanCopy } from '#web/lib/offline/account-plan-key';
import { clearQueue } from '#web/lib/offline/submission-queue';
import { clearAllScreeningProgress } from '#web/features/screenings';
import { clearTestProgress } from '#web/features/selftest';
import { clearCachedUser } from '#web/lib/storage';

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
