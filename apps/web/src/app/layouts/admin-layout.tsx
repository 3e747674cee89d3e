import { Outlet } from 'react-router';
import { AdminHeader } from '#web/components/layout/admin-header';
import { LogoutButton } from '#web/features/auth';
import {
  ChimeToggle,
  CounsellorAlerts,
  InboxUnreadBadge,
} from '#web/features/chat/admin/components/counsellor-alerts';
import { PresenceControl } from '#web/features/chat/admin/components/presence-control';
import { mainContentId } from '#web/components/layout/skip-link';
import { NotificationBellSlot } from '../notification-bell-slot';
import styles from './layouts.module.css';

/**
 * The admin area: its own header only; no site header, footer or chat. On every admin page the
 * inbox's unread count shows beside Inbox and in the tab title, with an optional chime.
 */
export function AdminLayout() {
  return (
    <div className={`${styles.shell} ${styles.admin}`}>
      <CounsellorAlerts />
      <AdminHeader
        notifications={<NotificationBellSlot />}
        inboxBadge={<InboxUnreadBadge />}
        chime={<ChimeToggle />}
        presence={<PresenceControl />}
        logout={<LogoutButton area="admin" variant="secondary" size="sm" />}
      />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
