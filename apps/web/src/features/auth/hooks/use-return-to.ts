import { useNavigate, useSearchParams } from 'react-router';
import type { Role } from '@sehat/core/user/limits';
import { focusMainHeading } from '#web/components/layout/route-focus';
import { homeOf } from '#web/lib/auth/access-rules';
import { readReturnTo } from '#web/lib/auth/return-to';
import { openChat, startCounsellorChat } from '#web/features/chat';

/**
 * Where login and registration lead: back to the page that sent the visitor here (`next`, a
 * checked same-site path), with the chat open when they came for it (their result shared
 * first when they chose so); else the role's home. Focus then starts on the new page's main
 * heading.
 */
export function useReturnTo() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = readReturnTo(searchParams);

  const finish = (user: { id: number; role: Role }, fallback: string = homeOf(user.role)) => {
    void navigate(returnTo?.path ?? fallback, { replace: true, state: focusMainHeading });
    if (!returnTo?.chat || user.role !== 'user') return;
    // A share that fails still opens the chat: they came to talk.
    startCounsellorChat(user.id, { share: returnTo.share ?? null }).catch(openChat);
  };

  return { returnTo, finish };
}
