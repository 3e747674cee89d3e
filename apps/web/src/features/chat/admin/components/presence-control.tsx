import { useCallback, useId } from 'react';
import {
  presenceStatuses,
  type PresenceStatus,
  type PresenceUpdate,
} from '@sehat/core/chat/counsellor-service';
import { counsellorServiceLabels } from '@sehat/core/chat/messages';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { useSetPresence } from '../api/set-presence';
import { usePresenceRenewal } from '../hooks/use-presence-renewal';
import { PresenceDot } from './presence-dot';
import styles from './presence-control.module.css';

/**
 * In the admin header: the counsellor's presence as the team sees it, and their choice of it.
 * The tab keeps it alive (and says when its counsellor is idle) for as long as it is open.
 */
export function PresenceControl() {
  const id = useId();
  const { mutate, data, isError } = useSetPresence();
  const renew = useCallback((update: PresenceUpdate) => mutate(update), [mutate]);
  usePresenceRenewal(renew);
  const presence: PresenceStatus = data ?? 'offline';
  return (
    <span className={styles.control}>
      <PresenceDot presence={presence} />
      <label htmlFor={id}>
        <VisuallyHidden>{counsellorServiceLabels.presenceLegend}</VisuallyHidden>
      </label>
      <select
        id={id}
        className={styles.select}
        value={presence}
        disabled={data === undefined && !isError}
        onChange={(event) => renew({ status: event.target.value as PresenceStatus })}
      >
        {presenceStatuses.map((status) => (
          <option key={status} value={status}>
            {counsellorServiceLabels.presence[status]}
          </option>
        ))}
      </select>
      {isError && (
        <span role="alert" className={styles.failed}>
          {counsellorServiceLabels.presenceFailed}
        </span>
      )}
    </span>
  );
}
