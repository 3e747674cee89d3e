import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { landingLabels } from '@sehat/core/landing/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import type { ResultRouteName } from '@sehat/core/selftest/result-routing';
import { paths } from '#web/config/paths';
import styles from './landing.module.css';

export type LastResult = { hasil: string; severity: string; route: ResultRouteName };

/** A logged-in user's last result on this device, one tap from the landing page. */
export function LastResultLink({ result }: { result: LastResult }) {
  return (
    <p className={styles.lastResult}>
      <ClipboardList aria-hidden="true" size={20} />
      <span>
        {landingLabels.lastResult}: <strong>{result.hasil}</strong>
        {result.severity && result.severity !== result.hasil
          ? ` (${resultLabels.severityOf(result.severity)})`
          : ''}
        {' · '}
        <Link to={paths[result.route].getHref()}>{landingLabels.viewLastResult}</Link>
      </span>
    </p>
  );
}
