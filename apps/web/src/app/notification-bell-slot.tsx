import { lazy, Suspense } from 'react';
import { useSession } from '../lib/auth/session';

// The bell's code (its count, stream and list) loads only for a logged-in viewer.
const NotificationBell = lazy(async () => ({
  default: (await import('../features/notifications/components/notification-bell')).NotificationBell,
}));

/** The notification bell for the headers: nothing for visitors. */
export function NotificationBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell key={user.id} />
    </Suspense>
  );
}
