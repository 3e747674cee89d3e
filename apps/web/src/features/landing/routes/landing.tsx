import { landingLabels } from '@sehat/core/landing/messages';
import { headerResultRoute } from '@sehat/core/selftest/result-routing';
import { checkUser } from '@sehat/core/selftest/test-state';
import { PageContainer } from '#web/components/layout/page-container';
import { PageTitle } from '#web/components/ui/page-title';
import { useSession } from '#web/lib/auth/session';
import { useTestState } from '#web/features/selftest';
import { DevResultShortcuts } from '../components/dev-result-shortcuts';
import { Hero } from '../components/hero';
import type { LastResult } from '../components/last-result-link';
import { SymptomCards } from '../components/symptom-cards';
import styles from '../components/landing.module.css';

/** The logged-in user's last result on this device (the header link's rule), if any. */
function useLastResult(userId: number | null): LastResult | null {
  const state = useTestState();
  const result = checkUser(state, userId).available ? state.hasilTesTerakhir : null;
  if (!result) return null;
  const route = headerResultRoute(result.hasil);
  return route === 'TesDiri' ? null : { hasil: result.hasil, severity: result.severity, route };
}

export function LandingRoute() {
  const { user } = useSession();
  const lastResult = useLastResult(user?.id ?? null);
  return (
    <>
      <PageTitle />
      <Hero loggedIn={user !== null} lastResult={lastResult} />
      <PageContainer>
        <section className={styles.section} aria-labelledby="cards-title">
          <h2 id="cards-title" className={styles.sectionTitle}>
            {landingLabels.cardsTitle}
          </h2>
          <SymptomCards />
        </section>
        {import.meta.env.DEV && <DevResultShortcuts />}
      </PageContainer>
    </>
  );
}
