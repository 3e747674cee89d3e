import { Compass } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { paths } from '#web/config/paths';
import { PageContainer } from '../layout/page-container';
import { ButtonLink } from '../ui/button-link';
import { PageTitle } from '../ui/page-title';
import styles from './status-page.module.css';

/** 404 for unknown non-admin paths. */
export function NotFoundPage() {
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={labels.notFound.title} />
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <Compass aria-hidden="true" className={styles.icon} />
        <h1 className={styles.cardTitle}>{labels.notFound.title}</h1>
        <p className={styles.cardText}>{labels.notFound.text}</p>
        <ButtonLink to={paths.Home.getHref()}>{labels.notFound.home}</ButtonLink>
      </div>
    </PageContainer>
  );
}
