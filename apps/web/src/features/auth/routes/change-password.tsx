import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { changePasswordLabels } from '@sehat/core/auth/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { ChangePasswordForm } from '../components/change-password-form';
import styles from './change-password.module.css';

export function ChangePasswordRoute() {
  return (
    <PageContainer width="narrow" className={styles.page}>
      <PageTitle title={changePasswordLabels.title} />
      <Link to={paths.Profile.getHref()} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={18} />
        {changePasswordLabels.back}
      </Link>
      <div className={styles.card}>
        <PageHeader title={changePasswordLabels.title} />
        <ChangePasswordForm doneHref={paths.Profile.getHref()} />
      </div>
    </PageContainer>
  );
}
