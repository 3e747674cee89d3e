import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import { watchChatRequests } from '../utils/chat-launcher';

// Visitors (every server-rendered page) never see the button, so its code, texts and the
// conversation query load only for a logged-in user (ADR 85).
const UserChatWidget = lazy(async () => ({
  default: (await import('./user-chat-widget')).UserChatWidget,
}));

/**
 * The floating chat button and its popup: for logged-in users on every site page except
 * /tes-diri (spec §2 Layout), where it shows once someone asked for a counsellor, e.g. from
 * the help shown at a crisis answer (ADR 114): a person in crisis is not sent to another page
 * first (ADR 219). Anything may ask it to open through openChat().
 */
export function ChatWidget() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [requested, setRequested] = useState(false);
  useEffect(() => watchChatRequests(() => setRequested(true)), []);
  const hidden = pathname === paths.TesDiri.path && !requested;
  if (!user || user.role !== 'user' || hidden) return null;
  return (
    <Suspense fallback={null}>
      <UserChatWidget key={user.id} />
    </Suspense>
  );
}
