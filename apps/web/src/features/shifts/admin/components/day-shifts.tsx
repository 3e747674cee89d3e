import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { shiftLabels } from '@sehat/core/shifts/messages';
import { shiftDayName, shiftSpan } from '@sehat/core/shifts/week';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
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
        <p className={styles.empty}>{shiftLabels.noShifts}</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.key} className={styles.row}>
              <SelectField
                label={shiftLabels.counsellor}
                value={String(row.counsellorId)}
                options={counsellors}
                error={errors[row.key]?.counsellorId}
                onChange={(event) => onChange(row.key, { counsellorId: Number(event.target.value) })}
              />
              <TextField
                label={shiftLabels.start}
                type="time"
                value={row.start}
                error={errors[row.key]?.start}
                onChange={(event) => onChange(row.key, { start: event.target.value })}
              />
              <TextField
                label={shiftLabels.end}
                type="time"
                value={row.end}
                error={errors[row.key]?.end}
                onChange={(event) => onChange(row.key, { end: event.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                className={styles.remove}
                aria-label={shiftLabels.removeShift(nameOf(row.counsellorId), name, spanOf(row))}
                onClick={() => onRemove(row.key)}
              >
                <Trash2 aria-hidden="true" size={16} />
                {shiftLabels.remove}
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
        {shiftLabels.addOn(name)}
      </Button>
    </section>
  );
}
