import type { ReactNode } from 'react';
import { PageContainer } from '../layout/page-container';
import { PageHeader } from '../ui/page-header';
import { PageTitle } from '../ui/page-title';
import styles from './result.module.css';

/**
 * The frame of every result page (SRQ-29, PHQ-9, GAD-7): after a crisis answer the help box
 * before anything else, then the heading and the result's sections in order.
 */
export function ResultLayout({
  title,
  eyebrow,
  crisisHelp,
  children,
}: {
  title: string;
  eyebrow: string;
  /** Shown above the heading when the answers call for help first. */
  crisisHelp?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={title} />
      {crisisHelp}
      <PageHeader eyebrow={eyebrow} title={title} />
      <div className={styles.sections}>{children}</div>
    </PageContainer>
  );
}
