import { useEffect, useRef, useState } from 'react';
import { shiftLabels, shiftMessages } from '@sehat/core/shifts/messages';
import { shiftsBodySchema, shiftLimits, type ShiftsBody } from '@sehat/core/shifts/schemas';
import { shiftDays, type Shift } from '@sehat/core/shifts/week';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { errorMessage } from '#web/lib/api-error';
import { newRow, rowErrorsOf, toRows, toShifts, type RowErrors, type ShiftRow } from '../utils/shift-rows';
import { DayShifts } from './day-shifts';
import styles from './shifts.module.css';

/**
 * The week's shifts for supervisors: a list per day, Monday first. Checked with the API's own
 * schema before sending, errors under their fields and the first one focused; saved whole.
 */
export function ShiftWeekEditor({
  saved,
  counsellors,
  pending,
  onSubmit,
}: {
  saved: readonly Shift[];
  counsellors: readonly { id: number; fullName: string }[];
  pending: boolean;
  onSubmit: (body: ShiftsBody) => Promise<unknown>;
}) {
  const [rows, setRows] = useState<ShiftRow[]>(() => toRows(saved));
  const [errors, setErrors] = useState<RowErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const options = counsellors.map((c) => ({ value: String(c.id), label: c.fullName }));

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (key: number, update: Partial<ShiftRow>) => {
    setDone(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...update } : row)));
  };

  const submit = async () => {
    setFailure(null);
    setDone(false);
    const parsed = shiftsBodySchema.safeParse({ shifts: toShifts(rows) });
    if (!parsed.success) {
      setErrors(rowErrorsOf(rows, parsed.error));
      return;
    }
    setErrors({});
    try {
      await onSubmit({ shifts: toShifts(rows) });
      setRows(toRows(parsed.data.shifts));
      setDone(true);
    } catch (error) {
      setFailure(errorMessage(error, shiftMessages.saveFailed));
    }
  };

  return (
    <form
      ref={formRef}
      aria-label={shiftLabels.pageTitle}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.hint}>{shiftLabels.midnightHint}</p>
      <div className={styles.days}>
        {shiftDays.map((day) => (
          <DayShifts
            key={day}
            day={day}
            rows={rows.filter((row) => row.day === day)}
            errors={errors}
            counsellors={options}
            onAdd={() => {
              setDone(false);
              setRows((current) => [...current, newRow(day, counsellors[0]!.id)]);
            }}
            onChange={change}
            onRemove={(key) => {
              setDone(false);
              setRows((current) => current.filter((row) => row.key !== key));
            }}
          />
        ))}
      </div>
      <FormAlert message={failure} />
      <FormAlert message={done ? shiftLabels.saved : null} tone="success" />
      <Button type="submit" loading={pending} disabled={rows.length > shiftLimits.shiftsMax}>
        {pending ? shiftLabels.saving : shiftLabels.save}
      </Button>
    </form>
  );
}
