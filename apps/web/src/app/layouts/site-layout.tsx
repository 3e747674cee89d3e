import { Outlet } from 'react-router';
import { ConsentGate } from '../consent-gate';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { ChatWidget } from '../../features/chat/components/chat-widget';
import { mainContentId } from '../../components/layout/skip-link';
import { QuickExit } from '../../components/quick-exit/quick-exit';
import { OfflineSlot } from '../../components/offline/offline-slot';
import { NotificationBellSlot } from '../notification-bell-slot';
import styles from './layouts.module.css';

/**
 * Every non-admin page: header, content (after the offline notice, without a connection),
 * footer, the chat for logged-in users, and Keluar cepat where a screen offers it.
 */
export function SiteLayout() {
  return (
    <div className={styles.shell}>
      <ConsentGate />
      <Header notifications={<NotificationBellSlot />} />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        <OfflineSlot />
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
      <QuickExit />
    </div>
  );
}
