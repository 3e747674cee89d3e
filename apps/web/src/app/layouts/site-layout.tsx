import { Outlet } from 'react-router';
import { ConsentGate } from '../consent-gate';
import { Footer } from '#web/components/layout/footer';
import { Header } from '#web/components/layout/header';
import { ChatWidget } from '#web/features/chat/components/chat-widget';
import { useLastResult } from '#web/features/selftest/hooks/use-last-result';
import { useSession } from '#web/lib/auth/session';
import { mainContentId } from '#web/components/layout/skip-link';
import { useEscapeExit } from '#web/components/quick-exit/use-escape-exit';
import { OfflineSlot } from '#web/components/offline/offline-slot';
import { NotificationBellSlot } from '../notification-bell-slot';
import styles from './layouts.module.css';

/**
 * Every non-admin page: header (with Keluar cepat), content (after the offline notice, without
 * a connection), footer and the chat for logged-in users; Escape three times leaves from any of
 * them. Not the admin area: counsellors work there, and Escape closes their dialogs.
 */
export function SiteLayout() {
  useEscapeExit();
  const { user } = useSession();
  const lastResult = useLastResult(user?.id ?? null);
  return (
    <div className={styles.shell}>
      <ConsentGate />
      <Header notifications={<NotificationBellSlot />} lastResult={lastResult} />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        <OfflineSlot />
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
    </div>
  );
}
