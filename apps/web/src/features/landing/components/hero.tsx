import { labels } from '@sehat/core/messages';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { HeroArt } from './hero-art';
import styles from './landing.module.css';

/** The landing hero; DAFTAR and MASUK appear only to visitors who are not logged in. */
export function Hero({ loggedIn }: { loggedIn: boolean }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <PageContainer className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.badge}>{labels.landing.heroBadge}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {labels.landing.heroTitle}
          </h1>
          <p className={styles.heroLead}>{labels.landing.heroText}</p>
          {!loggedIn && (
            <div className={styles.heroActions}>
              <ButtonLink to={paths.Register.getHref()} size="lg">
                {labels.landing.register}
              </ButtonLink>
              <ButtonLink to={paths.Login.getHref()} size="lg" variant="secondary">
                {labels.landing.login}
              </ButtonLink>
            </div>
          )}
        </div>
        <HeroArt />
      </PageContainer>
    </section>
  );
}
