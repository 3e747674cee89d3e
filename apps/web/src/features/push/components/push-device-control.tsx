import { BellOff, BellRing } from 'lucide-react';
import { pushLabels } from '@sehat/core/push/messages';
import { Button } from '#web/components/ui/button';
import { usePushDevice } from '../hooks/use-push-device';
import styles from './push.module.css';

/** The profile's switch for this device's notifications. */
export function PushDeviceControl() {
  const push = usePushDevice();
  if (push.state === undefined) return null;
  return (
    <div className={styles.device}>
      <p className={styles.deviceTitle}>{pushLabels.deviceTitle}</p>
      {push.state === 'unsupported' && <p className={styles.muted}>{pushLabels.unsupported}</p>}
      {push.state === 'on' && (
        <>
          <p className={styles.enabledInline}>{pushLabels.enabled}</p>
          <Button variant="secondary" size="sm" loading={push.busy} onClick={push.disable}>
            <BellOff aria-hidden="true" size={16} />
            {pushLabels.disable}
          </Button>
        </>
      )}
      {(push.state === 'off' || push.state === 'blocked') && (
        <Button size="sm" loading={push.busy} onClick={push.enable}>
          <BellRing aria-hidden="true" size={16} />
          {push.busy ? pushLabels.enabling : pushLabels.enable}
        </Button>
      )}
      {push.error && (
        <p className={styles.error} role="alert">
          {push.error}
        </p>
      )}
    </div>
  );
}
