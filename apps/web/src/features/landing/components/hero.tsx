import { ArrowRight, ShieldCheck } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { HeroArt } from './hero-art';
import { LastResultLink, type LastResult } from './last-result-link';
import styles from './landing.module.css';

/**
 * The landing hero: the main action is on the first screen of a phone and a desktop. A
 * visitor gets MULAI (with DAFTAR and MASUK beside it); a logged-in user gets Tes Diri and
 * their last result.
 */
export function Hero({ loggedIn, lastResult }: { loggedIn: boolean; lastResult: LastResult | null }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <PageContainer className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.badge}>{labels.landing.heroBadge}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {labels.landing.heroTitle}
          </h1>
          <p className={styles.heroLead}>{labels.landing.heroText}</p>
          <div className={styles.heroActions}>
            <ButtonLink to={paths.TesDiri.getHref()} size="lg">
              {loggedIn ? labels.landing.selfTest : labels.landing.start}
              <ArrowRight aria-hidden="true" size={20} />
            </ButtonLink>
            {!loggedIn && (
              <>
                <ButtonLink to={paths.Register.getHref()} size="lg" variant="secondary">
                  {labels.landing.register}
                </ButtonLink>
                <ButtonLink to={paths.Login.getHref()} size="lg" variant="ghost">
                  {labels.landing.login}
                </ButtonLink>
              </>
            )}
          </div>
          {loggedIn && lastResult && <LastResultLink result={lastResult} />}
          <p className={styles.heroNote}>
            <ShieldCheck aria-hidden="true" size={16} />
            {loggedIn
              ? labels.landing.disclaimer
              : `${labels.landing.startHint} ${labels.landing.disclaimer}`}
          </p>
        </div>
        <HeroArt />
      </PageContainer>
    </section>
  );
}
