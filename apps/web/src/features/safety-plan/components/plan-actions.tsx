import { useSyncExternalStore } from 'react';
import { Pencil, Printer, Share2, Trash2 } from 'lucide-react';
import { planAsText } from '@sehat/core/safety-plan/plan-text';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import type { SafetyPlan } from '@sehat/core/safety-plan/schemas';
import { Button } from '#web/components/ui/button';
import { useSiteInfo } from '#web/lib/site/site-info';
import { helpLinesOf } from '../utils/help-lines';
import styles from './safety-plan.module.css';

const noSubscription = () => () => {};
/** Whether this browser can hand text to another app (the Web Share API); never while rendering on the server. */
const useCanShare = () =>
  useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );

/** What can be done with a written plan: change it, print it, share it, delete it. */
export function PlanActions({
  plan,
  onEdit,
  onRemove,
  removing,
}: {
  plan: SafetyPlan;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const canShare = useCanShare();
  const { crisisContacts } = useSiteInfo();
  const share = () => {
    const text = planAsText(plan, helpLinesOf(crisisContacts));
    navigator.share({ title: safetyPlanLabels.shareTitle, text }).catch(() => undefined);
  };
  return (
    <div className={styles.actions} data-print="hide">
      <Button onClick={onEdit}>
        <Pencil aria-hidden="true" size={18} />
        {safetyPlanLabels.edit}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} />
        {safetyPlanLabels.print}
      </Button>
      {canShare && (
        <Button variant="secondary" onClick={share}>
          <Share2 aria-hidden="true" size={18} />
          {safetyPlanLabels.share}
        </Button>
      )}
      <Button variant="ghost" onClick={onRemove} loading={removing}>
        <Trash2 aria-hidden="true" size={18} />
        {safetyPlanLabels.remove}
      </Button>
    </div>
  );
}
