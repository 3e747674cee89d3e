import type { ReactNode } from 'react';
import { Eye } from 'lucide-react';
import { whisperLabels } from '@sehat/core/chat/whisper-messages';
import { Button } from '#web/components/ui/button';
import styles from './watch-bar.module.css';

/**
 * In place of the composer while a supervisor watches a conversation from the live console:
 * what watching means, the supervisor's tools (`children`), and the way to answer instead.
 */
export function WatchBar({ onStop, children }: { onStop?: (() => void) | undefined; children?: ReactNode }) {
  return (
    <div className={styles.bar} role="note">
      <p>
        <Eye aria-hidden="true" size={16} />
        {whisperLabels.watching}
      </p>
      <div className={styles.actions}>
        {children}
        {onStop && (
          <Button size="sm" variant="ghost" onClick={onStop}>
            {whisperLabels.stopWatching}
          </Button>
        )}
      </div>
    </div>
  );
}
