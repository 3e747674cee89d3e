import { ArrowRight, ShieldCheck } from 'lucide-react';
import { landingLabels } from '@sehat/core/landing/messages';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageContainer } from '#web/components/layout/page-container';
import { paths } from '#web/config/paths';
import { HeroArt } from './hero-art';
import { LastResultLink, type LastResult } from './last-result-link';
import styles from './landing.module.css';

/**
 * The landing hero: the main action is on the first screen of a phone and a desktop. MULAI
 * leads everyone to the test (spec §2 Landing); a visitor gets DAFTAR and MASUK beside it, a
 * logged-in user their last result below.
 */
export function Hero({ loggedIn, lastResult }: { loggedIn: boolean; lastResult: LastResult | null }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <PageContainer className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.badge}>{landingLabels.heroBadge}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {landingLabels.heroTitle}
          </h1>
          <p className={styles.heroLead}>{landingLabels.heroText}</p>
          <div className={styles.heroActions}>
            <ButtonLink to={paths.TesDiri.getHref()} size="lg">
              {landingLabels.start}
              <ArrowRight aria-hidden="true" size={20} />
            </ButtonLink>
            {!loggedIn && (
              <>
                <ButtonLink to={paths.Register.getHref()} size="lg" variant="secondary">
                  {landingLabels.register}
                </ButtonLink>
                <ButtonLink to={paths.Login.getHref()} size="lg" variant="ghost">
                  {landingLabels.login}
                </ButtonLink>
              </>
            )}
          </div>
          {loggedIn && lastResult && <LastResultLink result={lastResult} />}
          <p className={styles.heroNote}>
            <ShieldCheck aria-hidden="true" size={16} />
            {loggedIn ? landingLabels.disclaimer : `${landingLabels.startHint} ${landingLabels.disclaimer}`}
          </p>
        </div>
        <HeroArt />
      </PageContainer>
    </section>
  );
}
