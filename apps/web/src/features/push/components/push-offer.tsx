import { BellRing } from 'lucide-react';
import { pushLabels } from '@sehat/core/push/messages';
import { Button } from '#web/components/ui/button';
import { usePushDevice } from '../hooks/use-push-device';
import styles from './push.module.css';

/**
 * In the bell's list, once there is something in it (never on a first visit): an offer to get
 * these on this device too. Gone once push is on, blocked or unsupported.
 */
export function PushOffer() {
  const push = usePushDevice();
  if (push.state === 'on') {
    return (
      <p className={styles.enabled} role="status">
        {pushLabels.enabled}
      </p>
    );
  }
  if (push.state !== 'off') return null;
  return (
    <div className={styles.offer}>
      <BellRing aria-hidden="true" size={20} className={styles.icon} />
      <div className={styles.offerBody}>
        <p className={styles.offerText}>{pushLabels.offerText}</p>
        {push.error && (
          <p className={styles.error} role="alert">
            {push.error}
          </p>
        )}
        <Button size="sm" loading={push.busy} onClick={push.enable}>
          {push.busy ? pushLabels.enabling : pushLabels.enable}
        </Button>
      </div>
    </div>
  );
}
