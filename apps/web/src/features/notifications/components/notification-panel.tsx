import { Suspense, useEffect, useId, useRef, type ComponentType } from 'react';
import { X } from 'lucide-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationLabels, notificationMessages } from '@sehat/core/notifications/messages';
import { Button } from '#web/components/ui/button';
import { useMarkNotificationsRead } from '../api/mark-read';
import { notificationListQueryOptions } from '../api/get-notifications';
import { NotificationItem } from './notification-item';
import styles from './notification-panel.module.css';

/**
 * The list behind the bell: a native modal <dialog> (Escape closes it; the bell gets focus
 * back), paged with 'Muat lebih banyak'. Opening an item marks it read. `offer` shows above the
 * items once there is one: never on a first visit with nothing to show.
 */
export function NotificationPanel({ onClose, offer: Offer }: { onClose: () => void; offer?: ComponentType }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const list = useInfiniteQuery(notificationListQueryOptions());
  const mark = useMarkNotificationsRead();
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.notifications);
  const unread = pages[0]?.unread ?? 0;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.panel}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {notificationLabels.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={notificationLabels.close}
            onClick={onClose}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {unread > 0 && (
          <Button variant="ghost" size="sm" onClick={() => mark.mutate(undefined)} disabled={mark.isPending}>
            {notificationLabels.markAllRead}
          </Button>
        )}
        {mark.isError && <p role="alert">{notificationMessages.markFailed}</p>}
        {list.isPending && <p role="status">{notificationLabels.loading}</p>}
        {list.isError && <p role="alert">{notificationMessages.loadFailed}</p>}
        {list.isSuccess && items.length === 0 && <p className={styles.empty}>{notificationLabels.empty}</p>}
        {items.length > 0 && Offer && (
          <Suspense fallback={null}>
            <Offer />
          </Suspense>
        )}
        {items.length > 0 && (
          <ul className={styles.list}>
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  onOpen={() => {
                    if (!notification.readAt) mark.mutate([notification.id]);
                    onClose();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {notificationLabels.loadMore}
          </Button>
        )}
      </div>
    </dialog>
  );
}
