import { useNavigate, useSearchParams } from 'react-router';
import type { Role } from '@sehat/core/user/limits';
import { focusMainHeading } from '../../../components/layout/route-focus';
import { afterLoginTarget } from '../../../lib/auth/access-rules';
import { readReturnTo } from '../../../lib/auth/return-to';
import { openChat } from '../../../lib/chat-launcher';

/**
 * Where login and registration lead: back to the page that sent the visitor here (`next`, a
 * checked same-site path), with the chat open when they came for it; else the role's home.
 * Focus then starts on the new page's main heading.
 */
export function useReturnTo() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = readReturnTo(searchParams);

  const finish = (role: Role, fallback: string = afterLoginTarget(role)) => {
    void navigate(returnTo?.path ?? fallback, { replace: true, state: focusMainHeading });
    if (returnTo?.chat && role === 'user') openChat();
  };

  return { returnTo, finish };
}
