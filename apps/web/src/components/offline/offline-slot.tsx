import { lazy, Suspense } from 'react';
import { useOnline } from '../layout/use-online';

// Loaded only once the connection is gone (the chunk is precached by the service worker).
const OfflineNotice = lazy(async () => ({ default: (await import('./offline-notice')).OfflineNotice }));

/** The offline notice, while the browser reports no connection. */
export function OfflineSlot() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}
