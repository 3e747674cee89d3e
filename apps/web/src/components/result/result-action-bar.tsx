import type { ReactNode } from 'react';
import { History, Printer, RotateCcw } from 'lucide-react';
import { paths } from '#web/config/paths';
import { Button } from '../ui/button';
import { ButtonLink } from '../ui/button-link';
import styles from './result.module.css';

type Retake = { to: string } | { onClick: () => void };

/**
 * What to do after a result, never printed: take the test again (a link, or an action that asks
 * first), print, a member's history in the profile, then any others the instrument adds.
 */
export function ResultActionBar({
  labels,
  retake,
  loggedIn,
  children,
}: {
  labels: { retake: string; print: string; history: string };
  retake: Retake;
  loggedIn: boolean;
  children?: ReactNode;
}) {
  const retakeContent = (
    <>
      <RotateCcw aria-hidden="true" size={18} />
      {labels.retake}
    </>
  );
  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      {'to' in retake ? (
        <ButtonLink size="lg" to={retake.to}>
          {retakeContent}
        </ButtonLink>
      ) : (
        <Button size="lg" onClick={retake.onClick}>
          {retakeContent}
        </Button>
      )}
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} />
        {labels.print}
      </Button>
      {loggedIn && (
        <ButtonLink variant="ghost" to={paths.Profile.getHref()}>
          <History aria-hidden="true" size={18} />
          {labels.history}
        </ButtonLink>
      )}
      {children}
    </div>
  );
}
