import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CloudOff } from 'lucide-react';
import { offlineMessages } from '@sehat/core/offline/messages';
import { worksOffline } from '@sehat/core/offline/offline-pages';
import { useOnline } from '../layout/use-online';
import styles from './offline.module.css';

// Loaded only once the connection is gone (the chunk is precached by the service worker).
const OfflineNotice = lazy(async () => ({ default: (await import('./offline-notice')).OfflineNotice }));

/**
 * While the browser reports no connection: one line on a page that works offline, the notice
 * with what still works and the crisis contacts on a page that needs the network.
 */
export function OfflineSlot() {
  const online = useOnline();
  const { pathname } = useLocation();
  if (online) return null;
  if (worksOffline(pathname)) {
    return (
      <p role="status" className={styles.status}>
        <CloudOff aria-hidden="true" size={16} />
        {offlineMessages.pageWorks}
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}
