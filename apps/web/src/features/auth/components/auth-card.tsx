import type { ReactNode } from 'react';
import { labels } from '@sehat/core/messages';
import { Logo } from '#web/components/layout/logo';
import { PageContainer } from '#web/components/layout/page-container';
import { PageTitle } from '#web/components/ui/page-title';
import styles from './auth-card.module.css';

/**
 * The frame of the login and register screens: a calm brand panel beside the form, with
 * `notice` above and `help` below it (why they sign in, when they came for the chat).
 */
export function AuthCard({
  title,
  subtitle,
  notice,
  help,
  footer,
  children,
}: {
  title: string;
  subtitle?: string;
  notice?: ReactNode;
  help?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer width="wide" className={styles.page}>
      <PageTitle title={title} />
      <div className={styles.card}>
        <div className={styles.aside} aria-hidden="true">
          <Logo tone="light" />
          <p className={styles.asideText}>{labels.tagline}</p>
          <svg className={styles.art} viewBox="0 0 200 140" focusable="false">
            <circle cx="60" cy="70" r="52" className={styles.artSoft} />
            <circle cx="138" cy="58" r="38" className={styles.artSofter} />
            <path d="M100 118c0-30 12-50 38-62-30 4-50 26-38 62Z" className={styles.artLeaf} />
            <path d="M100 118c0-24-9-40-30-50 24 3 40 21 30 50Z" className={styles.artLeafAlt} />
          </svg>
        </div>
        <div className={styles.body}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : <div className={styles.titleGap} />}
          {notice}
          {children}
          {help}
          {footer && <p className={styles.footer}>{footer}</p>}
        </div>
      </div>
    </PageContainer>
  );
}
