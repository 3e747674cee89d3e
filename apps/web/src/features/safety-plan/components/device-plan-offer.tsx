import { useState } from 'react';
import { safetyPlanLabels, safetyPlanMessages } from '@sehat/core/safety-plan/messages';
import type { SafetyPlan } from '@sehat/core/safety-plan/schemas';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { errorMessage } from '#web/lib/api-error';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { clearDevicePlan } from '../utils/device-plan';
import styles from './safety-plan.module.css';

/**
 * Logged in, with a plan written on this device before: keep it in the account (replacing the
 * account's, which the person is told) or take it off the device.
 */
export function DevicePlanOffer({
  devicePlan,
  accountHasPlan,
}: {
  devicePlan: SafetyPlan;
  accountHasPlan: boolean;
}) {
  const save = useSaveSafetyPlan();
  const [error, setError] = useState<string | null>(null);
  const move = () => {
    const { updatedAt: _written, ...content } = devicePlan;
    save.mutate(content, {
      onSuccess: () => clearDevicePlan(),
      onError: (failure) => setError(errorMessage(failure, safetyPlanMessages.saveFailed)),
    });
  };
  return (
    <aside className={styles.deviceNote} data-print="hide" aria-label={safetyPlanLabels.localFound}>
      <div className={styles.noteBody}>
        <p>
          <strong>{safetyPlanLabels.localFound}</strong>
          {accountHasPlan && <> {safetyPlanLabels.localFoundReplace}</>}
        </p>
        <FormAlert message={error} />
        <div className={styles.noteActions}>
          <Button size="sm" onClick={move} loading={save.isPending}>
            {safetyPlanLabels.moveToAccount}
          </Button>
          <Button variant="ghost" size="sm" onClick={clearDevicePlan} disabled={save.isPending}>
            {safetyPlanLabels.discardLocal}
          </Button>
        </div>
      </div>
    </aside>
  );
}
