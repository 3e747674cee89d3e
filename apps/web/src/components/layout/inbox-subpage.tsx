import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '#web/config/paths';
import { PageHeader } from '../ui/page-header';
import { PageTitle } from '../ui/page-title';
import { PageContainer } from './page-container';
import styles from './inbox-subpage.module.css';

/** A page the counsellors' inbox leads to (quick answers, service hours): back link, title, intro. */
export function InboxSubpage({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro: string;
  back: string;
  children: ReactNode;
}) {
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <Link to={paths.AdminChat.getHref()} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={18} />
        {back}
      </Link>
      <PageHeader title={title}>
        <p>{intro}</p>
      </PageHeader>
      {children}
    </PageContainer>
  );
}
