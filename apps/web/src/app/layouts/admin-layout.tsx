import { Outlet } from 'react-router';
import { AdminHeader } from '../../components/layout/admin-header';
import { mainContentId } from '../../components/layout/skip-link';
import { NotificationBellSlot } from '../notification-bell-slot';
import styles from './layouts.module.css';

/** The admin area: its own header only; no site header, footer or chat. */
export function AdminLayout() {
  return (
    <div className={`${styles.shell} ${styles.admin}`}>
      <AdminHeader notifications={<NotificationBellSlot />} />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
