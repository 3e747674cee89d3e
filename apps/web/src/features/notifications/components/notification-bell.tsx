import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { Bell } from 'lucide-react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { notificationLabels } from '@sehat/core/notifications/messages';
import { useReportTitleCount } from '#web/lib/title-count';
import { useLiveEvents, type LiveHandlers } from '#web/lib/use-live-events';
import iconButton from '#web/components/layout/header-icon-button.module.css';
import { unreadQueryOptions } from '../api/get-notifications';
import { notificationKeys } from '../api/notification-keys';
import { badgeText } from '../utils/badge-text';
import styles from './notification-bell.module.css';

// The list's code loads when it is first opened.
const NotificationPanel = lazy(async () => ({
  default: (await import('./notification-panel')).NotificationPanel,
}));

const refresh = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
const handlers: LiveHandlers = { notification: refresh };

/**
 * The bell in both headers: the unread count, kept live by the tab's event stream. `offer`:
 * shown in the list once it has a notification (the app's push offer).
 */
export function NotificationBell({ offer }: { offer?: ComponentType }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useQuery(unreadQueryOptions()).data ?? 0;
  useLiveEvents(true, handlers, refresh);
  useReportTitleCount('notifications', unread);
  const badge = badgeText(unread);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${iconButton.button} ${styles.bell}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={notificationLabels.bell(unread)}
        onClick={() => setOpen(true)}
      >
        <Bell aria-hidden="true" size={20} />
        {badge && (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel onClose={close} offer={offer} />
        </Suspense>
      )}
    </>
  );
}
