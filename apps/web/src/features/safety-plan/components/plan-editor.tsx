import { useState } from 'react';
import { isEmptyPlan } from '@sehat/core/safety-plan/plan-text';
import { safetyPlanLabels, safetyPlanMessages } from '@sehat/core/safety-plan/messages';
import type { SafetyPlan, SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Confirmation, useConfirmation } from '#web/components/ui/confirmation';
import { FormAlert } from '#web/components/ui/form-alert';
import { errorMessage } from '#web/lib/api-error';
import { PlanActions } from './plan-actions';
import { PlanForm } from './plan-form';
import { PlanView } from './plan-view';

/**
 * One plan, wherever it is kept: read (with print, share, change, delete) once written, else
 * the form. `save` and `remove` reject with the reason they failed.
 */
export function PlanEditor({
  plan,
  save,
  remove,
  pending,
}: {
  plan: SafetyPlan | null;
  save: (plan: SafetyPlanContent) => Promise<unknown>;
  remove: () => Promise<unknown>;
  pending: { saving: boolean; removing: boolean };
}) {
  const dialog = useDialog();
  const written = plan !== null && !isEmptyPlan(plan);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // After saving, the form and its button are gone: the confirmation above the plan takes focus.
  const confirmation = useConfirmation();

  const confirmRemove = async () => {
    const confirmed = await dialog.confirm({
      title: safetyPlanLabels.removeTitle,
      message: safetyPlanLabels.removeText,
      confirmLabel: safetyPlanLabels.removeConfirm,
      tone: 'danger',
    });
    if (!confirmed) return;
    confirmation.clear();
    await remove().then(
      () => setFailure(null),
      (error: unknown) => setFailure(errorMessage(error, safetyPlanMessages.removeFailed)),
    );
  };

  return (
    <>
      <div data-print="hide">
        <Confirmation shown={confirmation.shown} />
      </div>
      {!written || editing ? (
        <PlanForm
          plan={plan}
          saving={pending.saving}
          onCancel={written ? () => setEditing(false) : undefined}
          onSave={(content) =>
            save(content).then(() => {
              setEditing(false);
              confirmation.show(safetyPlanLabels.saved);
            })
          }
        />
      ) : (
        <>
          <div data-print="hide">
            <FormAlert message={failure} />
          </div>
          <PlanView plan={plan} />
          <PlanActions
            plan={plan}
            onEdit={() => {
              setFailure(null);
              confirmation.clear();
              setEditing(true);
            }}
            onRemove={() => void confirmRemove()}
            removing={pending.removing}
          />
        </>
      )}
    </>
  );
}
