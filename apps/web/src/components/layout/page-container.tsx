import type { ReactNode } from 'react';
import styles from './page-container.module.css';

type Width = 'narrow' | 'medium' | 'wide';

/** Horizontal gutters and a readable max width for page content. */
export function PageContainer({
  width = 'wide',
  className,
  children,
}: {
  width?: Width;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.container, styles[width], className].filter(Boolean).join(' ')}>{children}</div>
  );
}
