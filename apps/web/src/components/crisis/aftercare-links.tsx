import { Bell, MapPin, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { checkinLabels } from '@sehat/core/checkins/messages';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { serviceLabels } from '@sehat/core/services/messages';
import { paths } from '#web/config/paths';
import styles from './crisis-contact-list.module.css';

/**
 * What to hold on to after a crisis moment, under every crisis help list: one's safety plan,
 * help nearby, and check-ins (offered, never imposed: the page asks first).
 */
export function AftercareLinks({ compact }: { compact: boolean }) {
  const links = [
    { to: paths.SafetyPlan.getHref(), label: safetyPlanLabels.crisisLinkText, Icon: ShieldCheck },
    { to: paths.Services.getHref(), label: serviceLabels.crisisLinkText, Icon: MapPin },
    { to: paths.Checkins.getHref(), label: checkinLabels.crisisLinkText, Icon: Bell },
  ];
  return (
    <ul
      className={compact ? styles.aftercareCompact : styles.aftercare}
      aria-label={safetyPlanLabels.aftercare}
    >
      {links.map(({ to, label, Icon }) => (
        <li key={to}>
          <Link to={to} className={styles.aftercareLink}>
            <Icon aria-hidden="true" size={compact ? 16 : 18} />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
