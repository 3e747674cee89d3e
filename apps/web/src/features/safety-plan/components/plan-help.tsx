import { Bell, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { checkinLabels } from '@sehat/core/checkins/messages';
import { programLabels } from '@sehat/core/programs/messages';
import { offeredProgram } from '@sehat/core/programs/registry';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { paths } from '#web/config/paths';
import { useSiteInfo } from '#web/lib/site/site-info';
import { helpLinesOf } from '../utils/help-lines';
import styles from './safety-plan.module.css';

/**
 * Always at the bottom of the plan: the configured crisis contacts, tap-to-call (on paper, as
 * names and numbers), then the offer to be asked how one is doing and the self-help programme.
 */
export function PlanHelp() {
  const { crisisContacts } = useSiteInfo();
  return (
    <>
      <section className={styles.help} aria-labelledby="plan-help-title">
        <h2 id="plan-help-title" className={styles.helpTitle}>
          <LifeBuoy aria-hidden="true" size={22} />
          {safetyPlanLabels.crisisTitle}
        </h2>
        <p>{safetyPlanLabels.crisisText}</p>
        <div data-print="hide">
          <CrisisContactList contacts={crisisContacts} aftercare={false} />
        </div>
        <ul className={styles.printOnly}>
          {helpLinesOf(crisisContacts).map((line) => (
            <li key={line.name}>{line.reach ? `${line.name}: ${line.reach}` : line.name}</li>
          ))}
        </ul>
      </section>
      <section className={styles.checkinOffer} aria-labelledby="plan-checkin-title" data-print="hide">
        <h2 id="plan-checkin-title" className={styles.offerTitle}>
          <Bell aria-hidden="true" size={20} />
          {safetyPlanLabels.checkinsTitle}
        </h2>
        <p>{checkinLabels.offerShort}</p>
        <Link to={paths.Checkins.getHref()} className={styles.offerLink}>
          {safetyPlanLabels.checkinsLink}
        </Link>
        <Link to={paths.Program.getHref(offeredProgram.code)} className={styles.offerLink}>
          {programLabels.crossLink}
        </Link>
      </section>
    </>
  );
}
