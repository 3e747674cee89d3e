import { CloudOff, Info } from 'lucide-react';
import offline from '#web/components/offline/offline.module.css';
import note from '#web/components/ui/note.module.css';

/**
 * A line above the worksheet about where its answers are kept: waiting on this device
 * (`waiting`, announced), or not kept at all (a visitor, `page`).
 */
export function WorksheetNote({ text, kind }: { text: string; kind: 'waiting' | 'offline' | 'page' }) {
  const Icon = kind === 'page' ? Info : CloudOff;
  return (
    <p className={`${note.note} ${offline.pending}`} role={kind === 'waiting' ? 'status' : undefined}>
      <Icon aria-hidden="true" size={18} />
      {text}
    </p>
  );
}
