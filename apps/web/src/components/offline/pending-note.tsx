import { CloudOff } from 'lucide-react';
import { offlineMessages } from '@sehat/core/offline/messages';
import note from '../ui/note.module.css';
import styles from './offline.module.css';

/** A result scored on this device while offline: it is sent (for a user, to their account) later. */
export function PendingNote({ loggedIn }: { loggedIn: boolean }) {
  return (
    <p className={`${note.note} ${styles.pending}`} role="status">
      <CloudOff aria-hidden="true" size={18} />
      {loggedIn ? offlineMessages.resultOnDevice : offlineMessages.resultOnDeviceVisitor}
    </p>
  );
}
