import { Link } from 'react-router';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { headerResultRoute } from '@sehat/core/selftest/result-routing';
import { paths } from '#web/config/paths';
import { storedResult, useTestState } from '../utils/test-state-store';
import { useHydrated } from '#web/lib/use-hydrated';
import styles from './questionnaire.module.css';

/**
 * A way back to this device's last result (the header link only exists for logged-in users),
 * once hydrated: the server's render knows no device's result.
 */
export function PreviousResultNote({ viewerId }: { viewerId: number | null }) {
  const state = useTestState();
  const hydrated = useHydrated();
  const result = hydrated && state.userId === viewerId ? storedResult(state) : null;
  if (!result) return null;
  const route = headerResultRoute(result.hasil);
  if (route === 'TesDiri') return null;
  return (
    <div className={styles.previous}>
      <p>{selftestMessages.previousResult}</p>
      <Link to={paths[route].getHref()}>{selftestMessages.viewPreviousResult}</Link>
    </div>
  );
}
