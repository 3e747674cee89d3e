import { Smartphone } from 'lucide-react';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';
import styles from './safety-plan.module.css';

/** A visitor's plan stays on this device: who else can read it, and how to keep it in an account. */
export function DeviceNote() {
  const returnTo = { path: paths.SafetyPlan.getHref() };
  return (
    <aside className={styles.deviceNote} data-print="hide" aria-label={safetyPlanLabels.deviceNoteLabel}>
      <Smartphone aria-hidden="true" size={22} className={styles.noteIcon} />
      <div className={styles.noteBody}>
        <p>{safetyPlanLabels.deviceNote}</p>
        <p>{safetyPlanLabels.keepInAccount}</p>
        <div className={styles.noteActions}>
          <ButtonLink variant="secondary" size="sm" to={paths.Login.getHref(returnTo)}>
            {safetyPlanLabels.login}
          </ButtonLink>
          <ButtonLink variant="ghost" size="sm" to={paths.Register.getHref(returnTo)}>
            {safetyPlanLabels.register}
          </ButtonLink>
        </div>
      </div>
    </aside>
  );
}
