import { lazy, Suspense } from 'react';
import { useSession } from '#web/lib/auth/session';

// The bell's code (its count, stream and list) loads only for a logged-in viewer.
const NotificationBell = lazy(async () => ({
  default: (await import('#web/features/notifications/components/notification-bell')).NotificationBell,
}));
// The offer of push on this device, once the list has something in it.
const PushOffer = lazy(async () => ({
  default: (await import('#web/features/push/components/push-offer')).PushOffer,
}));

/** The notification bell for the headers: nothing for visitors. */
export function NotificationBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell key={user.id} offer={PushOffer} />
    </Suspense>
  );
}
