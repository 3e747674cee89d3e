import { Sprout } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { PageContainer } from '../layout/page-container';
import { PageHeader } from '../ui/page-header';
import { PageTitle } from '../ui/page-title';
import styles from './status-page.module.css';

/** The placeholder for screens that later issues build: the real heading, then a notice. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={title} />
      <PageHeader title={title} />
      <section className={styles.card} aria-labelledby="coming-soon-title">
        <Sprout aria-hidden="true" className={styles.icon} />
        <h2 id="coming-soon-title" className={styles.cardTitle}>
          {labels.comingSoon.title}
        </h2>
        <p className={styles.cardText}>{labels.comingSoon.text}</p>
      </section>
    </PageContainer>
  );
}
