import type { ReactNode } from 'react';
import { PageContainer } from '../layout/page-container';
import styles from './questionnaire.module.css';

/** The frame of every questionnaire page (SRQ-29, PHQ-9, GAD-7). */
export function QuestionnairePage({ children }: { children: ReactNode }) {
  return (
    <PageContainer width="medium" className={styles.page}>
      {children}
    </PageContainer>
  );
}
