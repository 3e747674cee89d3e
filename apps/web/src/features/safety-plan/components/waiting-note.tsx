import { CloudOff } from 'lucide-react';
import { offlineMessages } from '@sehat/core/offline/messages';
import note from '#web/components/ui/note.module.css';
import offline from '#web/components/offline/offline.module.css';

/** The plan was changed offline: this device keeps the change and sends it when it can. */
export function WaitingNote() {
  return (
    <p className={`${note.note} ${offline.pending}`} role="status" data-print="hide">
      <CloudOff aria-hidden="true" size={18} />
      {offlineMessages.planQueued}
    </p>
  );
}
