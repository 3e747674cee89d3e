import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { labels } from '@sehat/core/messages';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ChangePasswordForm } from '../components/change-password-form';
import styles from './change-password.module.css';

export function ChangePasswordRoute() {
  return (
    <PageContainer width="narrow" className={styles.page}>
      <PageTitle title={labels.changePassword.title} />
      <Link to={paths.Profile.getHref()} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={18} />
        {labels.changePassword.back}
      </Link>
      <div className={styles.card}>
        <PageHeader title={labels.changePassword.title} />
        <ChangePasswordForm doneHref={paths.Profile.getHref()} />
      </div>
    </PageContainer>
  );
}
