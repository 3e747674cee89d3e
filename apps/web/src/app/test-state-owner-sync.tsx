import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '#web/lib/auth/session';
import { checkTestStateOwner } from '#web/features/selftest/utils/test-state-store';

/**
 * Runs the test state's user-id check whenever the server says who is logged in: after a
 * logout or an account switch, the previous person's result is gone from this device.
 */
export function TestStateOwnerSync() {
  const session = useQuery(sessionQueryOptions());
  const viewerId = session.isSuccess ? (session.data.user?.id ?? null) : undefined;

  useEffect(() => {
    if (viewerId !== undefined) checkTestStateOwner(viewerId);
  }, [viewerId]);

  return null;
}
