import { useState } from 'react';
import { isEmptyPlan } from '@sehat/core/safety-plan/plan-text';
import { safetyPlanLabels, safetyPlanMessages } from '@sehat/core/safety-plan/messages';
import type { SafetyPlan, SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { useDialog } from '../../../components/dialog/dialog-context';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-error';
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
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  // After saving, the written plan takes focus (the form and its button are gone).
  const [saved, setSaved] = useState(false);

  const confirmRemove = async () => {
    const confirmed = await dialog.confirm({
      title: safetyPlanLabels.removeTitle,
      message: safetyPlanLabels.removeText,
      confirmLabel: safetyPlanLabels.removeConfirm,
      tone: 'danger',
    });
    if (!confirmed) return;
    await remove().then(
      () => setStatus(null),
      (error: unknown) =>
        setStatus({ text: errorMessage(error, safetyPlanMessages.removeFailed), tone: 'error' }),
    );
  };

  if (!written || editing) {
    return (
      <PlanForm
        plan={plan}
        saving={pending.saving}
        onCancel={written ? () => setEditing(false) : undefined}
        onSave={(content) =>
          save(content).then(() => {
            setEditing(false);
            setSaved(true);
            setStatus({ text: safetyPlanLabels.saved, tone: 'success' });
          })
        }
      />
    );
  }
  return (
    <>
      <div data-print="hide">
        <FormAlert message={status?.text ?? null} tone={status?.tone} />
      </div>
      <PlanView plan={plan} focusOnMount={saved} />
      <PlanActions
        plan={plan}
        onEdit={() => {
          setStatus(null);
          setEditing(true);
        }}
        onRemove={() => void confirmRemove()}
        removing={pending.removing}
      />
    </>
  );
}
