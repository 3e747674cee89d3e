import { Eye } from 'lucide-react';
import { whisperLabels as l } from '@sehat/core/chat/whisper-messages';
import { Button } from '../../../../components/ui/button';
import styles from './watch-bar.module.css';

/** In place of the composer while a supervisor watches a conversation from the live console. */
export function WatchBar({ onStop }: { onStop?: (() => void) | undefined }) {
  return (
    <div className={styles.bar} role="note">
      <p>
        <Eye aria-hidden="true" size={16} />
        {l.watching}
      </p>
      {onStop && (
        <Button size="sm" variant="secondary" onClick={onStop}>
          {l.stopWatching}
        </Button>
      )}
    </div>
  );
}
