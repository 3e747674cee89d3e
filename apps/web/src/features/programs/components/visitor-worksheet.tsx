import { useState } from 'react';
import { programLabels } from '@sehat/core/programs/messages';
import type { ProgramSession } from '@sehat/core/programs/program';
import type { Worksheet } from '@sehat/core/programs/worksheet';
import { WorksheetFields } from './worksheet-fields';
import { WorksheetNote } from './worksheet-note';

/** A visitor fills the worksheet for themselves; it lives in this page only, and they are told so. */
export function VisitorWorksheet({ session }: { session: ProgramSession }) {
  const [worksheet, setWorksheet] = useState<Worksheet>({});
  return (
    <>
      <WorksheetNote kind="page" text={programLabels.visitorFill} />
      <WorksheetFields session={session} worksheet={worksheet} onChange={setWorksheet} />
    </>
  );
}
