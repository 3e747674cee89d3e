import { changePasswordLabels } from '@sehat/core/auth/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { ChangePasswordForm } from '../../components/change-password-form';
import styles from '../../routes/change-password.module.css';

/**
 * An admin's own password (e.g. the first admin's printed one): the user's screen, inside the
 * admin area (admins never see /ubah-kata-sandi). Afterwards back to the admin's home.
 */
export function AdminChangePasswordRoute() {
  return (
    <PageContainer width="narrow" className={styles.page}>
      <PageTitle title={changePasswordLabels.title} />
      <div className={styles.card}>
        <PageHeader title={changePasswordLabels.title} />
        <ChangePasswordForm doneHref={paths.AdminUsers.getHref()} />
      </div>
    </PageContainer>
  );
}
