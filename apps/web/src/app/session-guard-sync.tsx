import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useSession } from '#web/lib/auth/session';

/**
 * Guards run in route loaders, i.e. on navigation. When the session changes under an
 * open page (a 401 from the API, a logout in another tab noticed on refocus), re-run the
 * loaders so the current page's guard decides again.
 */
export function SessionGuardSync() {
  const { user } = useSession();
  const revalidator = useRevalidator();
  const identity = user ? `${user.id}:${user.role}` : 'guest';
  const previous = useRef(identity);

  useEffect(() => {
    if (previous.current === identity) return;
    previous.current = identity;
    void revalidator.revalidate();
  }, [identity, revalidator]);

  return null;
}
