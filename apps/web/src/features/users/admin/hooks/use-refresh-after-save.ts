import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timings } from '@sehat/core/timings';
import { auditLogQueryKey } from '../api/get-audit-log';
import { adminUsersQueryKey } from '../api/get-users';
import { scheduleRefreshes } from '../utils/schedule-refreshes';

/** After a save or delete: reload the user list and the audit log now, after 200 ms and 500 ms. */
export function useRefreshAfterSave(): () => void {
  const queryClient = useQueryClient();
  const cancel = useRef<(() => void) | null>(null);

  useEffect(() => () => cancel.current?.(), []);

  return useCallback(() => {
    cancel.current?.();
    cancel.current = scheduleRefreshes(() => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
    }, timings.adminRefreshDelaysMs);
  }, [queryClient]);
}
