import { programLabels } from '@sehat/core/programs/messages';
import type { ProgramSession } from '@sehat/core/programs/program';
import type { Worksheet } from '@sehat/core/programs/worksheet';
import { TextareaField } from '#web/components/ui/textarea-field';
import styles from './programs.module.css';

/** A session's worksheet: each blank with its own label and hint. */
export function WorksheetFields({
  session,
  worksheet,
  onChange,
}: {
  session: ProgramSession;
  worksheet: Worksheet;
  onChange: (next: Worksheet) => void;
}) {
  return (
    <section className={styles.panel} aria-labelledby="worksheet-title">
      <h2 id="worksheet-title" className={styles.panelTitle}>
        {programLabels.worksheetTitle}: {session.worksheet.title}
      </h2>
      <div className={styles.fields}>
        {session.worksheet.fields.map((field) => (
          <TextareaField
            key={field.id}
            name={field.id}
            label={field.label}
            hint={field.hint}
            rows={3}
            value={worksheet[field.id] ?? ''}
            onChange={(event) => onChange({ ...worksheet, [field.id]: event.target.value })}
          />
        ))}
      </div>
    </section>
  );
}
