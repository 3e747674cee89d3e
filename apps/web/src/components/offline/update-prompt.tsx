import { useState, useSyncExternalStore } from 'react';
import { offlineMessages } from '@sehat/core/offline/messages';
import { activateUpdate, subscribeToUpdate, waitingWorker } from '#web/lib/service-worker';
import { Button } from '../ui/button';
import styles from './offline.module.css';

/**
 * "Versi baru tersedia": a new version of the site is ready. It never reloads by itself (a test
 * may be half answered); the person reloads when they choose, or later (ADR 160).
 */
export function UpdatePrompt() {
  const worker = useSyncExternalStore(subscribeToUpdate, waitingWorker, () => null);
  const [dismissed, setDismissed] = useState<ServiceWorker | null>(null);
  if (!worker || worker === dismissed) return null;
  return (
    <div className={styles.prompt} role="status" aria-live="polite">
      <p className={styles.promptText}>
        <strong>{offlineMessages.updateTitle}</strong>
        {offlineMessages.updateText}
      </p>
      <div className={styles.promptActions}>
        <Button size="sm" variant="secondary" onClick={() => setDismissed(worker)}>
          {offlineMessages.updateLater}
        </Button>
        <Button size="sm" onClick={() => activateUpdate(worker)}>
          {offlineMessages.updateReload}
        </Button>
      </div>
    </div>
  );
}
