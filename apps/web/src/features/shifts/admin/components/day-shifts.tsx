import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { shiftLabels as l } from '@sehat/core/shifts/messages';
import { shiftDayName, shiftSpan } from '@sehat/core/shifts/week';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { RowErrors, ShiftRow } from '../utils/shift-rows';
import styles from './shifts.module.css';

const clock = /^\d{2}:\d{2}$/;

/** One day of the week: its shifts, each a counsellor and two times, added and removed in place. */
export function DayShifts({
  day,
  rows,
  errors,
  counsellors,
  onAdd,
  onChange,
  onRemove,
}: {
  day: number;
  rows: readonly ShiftRow[];
  errors: RowErrors;
  counsellors: readonly { value: string; label: string }[];
  onAdd: () => void;
  onChange: (key: number, change: Partial<ShiftRow>) => void;
  onRemove: (key: number) => void;
}) {
  const titleId = useId();
  const name = shiftDayName(day);
  const nameOf = (id: number) => counsellors.find((c) => c.value === String(id))?.label ?? '';
  const spanOf = (row: ShiftRow) => (clock.test(row.start) && clock.test(row.end) ? shiftSpan(row) : '');
  return (
    <section className={styles.day} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.dayName}>
        {name}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{l.noShifts}</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.key} className={styles.row}>
              <SelectField
                label={l.counsellor}
                value={String(row.counsellorId)}
                options={counsellors}
                error={errors[row.key]?.counsellorId}
                onChange={(event) => onChange(row.key, { counsellorId: Number(event.target.value) })}
              />
              <TextField
                label={l.start}
                type="time"
                value={row.start}
                error={errors[row.key]?.start}
                onChange={(event) => onChange(row.key, { start: event.target.value })}
              />
              <TextField
                label={l.end}
                type="time"
                value={row.end}
                error={errors[row.key]?.end}
                onChange={(event) => onChange(row.key, { end: event.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                className={styles.remove}
                aria-label={l.removeShift(nameOf(row.counsellorId), name, spanOf(row))}
                onClick={() => onRemove(row.key)}
              >
                <Trash2 aria-hidden="true" size={16} />
                {l.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        className={styles.add}
        onClick={onAdd}
        disabled={counsellors.length === 0}
      >
        <Plus aria-hidden="true" size={16} />
        {l.addOn(name)}
      </Button>
    </section>
  );
}
