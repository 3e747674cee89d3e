import { ArrowRight, ShieldCheck } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { PageContainer } from '../../../components/layout/page-container';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import { DevResultShortcuts } from '../components/dev-result-shortcuts';
import { Hero } from '../components/hero';
import { SymptomCards } from '../components/symptom-cards';
import styles from '../components/landing.module.css';

export function LandingRoute() {
  const { user } = useSession();
  return (
    <>
      <PageTitle />
      <Hero loggedIn={user !== null} />
      <PageContainer>
        <section className={styles.section} aria-labelledby="cards-title">
          <h2 id="cards-title" className={styles.sectionTitle}>
            {labels.landing.cardsTitle}
          </h2>
          <SymptomCards />
        </section>
        <div className={styles.cta}>
          <p className={styles.ctaHint}>{labels.landing.startHint}</p>
          <ButtonLink to={paths.TesDiri.getHref()} size="lg" variant="light">
            {labels.landing.start}
            <ArrowRight aria-hidden="true" size={20} />
          </ButtonLink>
          <p className={styles.ctaNote}>
            <ShieldCheck aria-hidden="true" size={16} />
            {labels.landing.disclaimer}
          </p>
        </div>
        {import.meta.env.DEV && <DevResultShortcuts />}
      </PageContainer>
    </>
  );
}
