import { useState } from 'react';
import { Info } from 'lucide-react';
import { programLabels as m } from '@sehat/core/programs/messages';
import type { ProgramSession } from '@sehat/core/programs/program';
import type { Worksheet } from '@sehat/core/programs/worksheet';
import note from '../../../components/ui/note.module.css';
import offline from '../../../components/offline/offline.module.css';
import { WorksheetFields } from './worksheet-fields';

/** A visitor fills the worksheet for themselves; it lives in this page only, and they are told so. */
export function VisitorWorksheet({ session }: { session: ProgramSession }) {
  const [worksheet, setWorksheet] = useState<Worksheet>({});
  return (
    <>
      <p className={`${note.note} ${offline.pending}`}>
        <Info aria-hidden="true" size={18} />
        {m.visitorFill}
      </p>
      <WorksheetFields session={session} worksheet={worksheet} onChange={setWorksheet} />
    </>
  );
}
