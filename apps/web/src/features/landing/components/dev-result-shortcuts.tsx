import { useNavigate } from 'react-router';
import { Wrench } from 'lucide-react';
import { landingLabels } from '@sehat/core/landing/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import type { ResultRouteName } from '@sehat/core/selftest/result-routing';
import { scoreAnswers } from '@sehat/core/selftest/scoring';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { Button } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import { saveCompletedTest } from '#web/features/selftest';
import styles from './landing.module.css';

/** Sample answers (1-based SRQ-29 items answered "yes") that produce each result page. */
const shortcuts: { label: string; route: ResultRouteName; yes: number[] }[] = [
  {
    label: landingLabels.cards.neurosis.title,
    route: 'ResultIsNeurosis',
    yes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  },
  { label: landingLabels.cards.psikotik.title, route: 'ResultIsPsychotic', yes: [22, 23] },
  { label: landingLabels.cards.ptsd.title, route: 'ResultIsPTSD', yes: [25, 26, 27] },
];

/**
 * The spec's three developer buttons that jump to result pages. Rendered only in development
 * builds: each stores a locally scored sample result, as a finished test would, and opens its page.
 */
export function DevResultShortcuts() {
  const navigate = useNavigate();
  const { user } = useSession();

  const open = (shortcut: (typeof shortcuts)[number]) => {
    const answers = srq29Questions.map((_, i) => (shortcut.yes.includes(i + 1) ? 1 : 0));
    const score = scoreAnswers(srq29Questions, answers);
    saveCompletedTest({ ...score, createdAt: new Date().toISOString() }, user?.id ?? null);
    void navigate(paths[shortcut.route].getHref());
  };

  return (
    <aside className={styles.devShortcuts} aria-label={resultLabels.devPreviewTitle}>
      <p className={styles.devTitle}>
        <Wrench aria-hidden="true" size={16} />
        {resultLabels.devPreviewTitle} · {resultLabels.devPreviewNote}
      </p>
      <div className={styles.devButtons}>
        {shortcuts.map((shortcut) => (
          <Button key={shortcut.route} size="sm" variant="secondary" onClick={() => open(shortcut)}>
            {shortcut.label}
          </Button>
        ))}
      </div>
    </aside>
  );
}
