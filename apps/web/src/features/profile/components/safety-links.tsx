import { Bell, ShieldCheck } from 'lucide-react';
import { checkinLabels } from '@sehat/core/checkins/messages';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';
import styles from './my-data.module.css';

/** Profile → the person's safety plan and check-ins, which only they see. */
export function SafetyLinks() {
  return (
    <section className={styles.section} aria-labelledby="safety-links-title">
      <h2 id="safety-links-title" className={styles.title}>
        {safetyPlanLabels.profileTitle}
      </h2>
      <p className={styles.hint}>{safetyPlanLabels.profileText}</p>
      <div className={styles.exportLinks}>
        <ButtonLink to={paths.SafetyPlan.getHref()} variant="secondary">
          <ShieldCheck size={18} aria-hidden="true" />
          {safetyPlanLabels.profileLink}
        </ButtonLink>
        <ButtonLink to={paths.Checkins.getHref()} variant="secondary">
          <Bell size={18} aria-hidden="true" />
          {checkinLabels.title}
        </ButtonLink>
      </div>
    </section>
  );
}
