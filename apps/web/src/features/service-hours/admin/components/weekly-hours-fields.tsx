import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { serviceHoursLabels } from '@sehat/core/service-hours/messages';
import { weekdayNames } from '@sehat/core/time/messages';
import { TextField } from '#web/components/ui/text-field';
import type { ServiceHoursForm } from './use-service-hours-form';
import styles from './service-hours.module.css';

/** A time field whose error is said once for its day's row, below both times. */
function timeField(form: ServiceHoursForm, name: `weekly.${number}.${'from' | 'to'}`, errorId: string) {
  const field = form.field(name);
  return { ...field, error: undefined, invalid: Boolean(field.error), describedBy: field.error && errorId };
}

function DayRow({
  form,
  index,
  day,
  open,
}: {
  form: ServiceHoursForm;
  index: number;
  day: number;
  open: boolean;
}) {
  const id = useId();
  const error = form.field(`weekly.${index}.from`).error ?? form.field(`weekly.${index}.to`).error;
  return (
    <div role="group" aria-labelledby={`${id}-name`} className={styles.day}>
      <span id={`${id}-name`} className={styles.dayName}>
        {weekdayNames[day]}
      </span>
      <label className={styles.openToggle}>
        <input type="checkbox" {...form.register(`weekly.${index}.open`)} />
        {serviceHoursLabels.openThatDay}
      </label>
      {open ? (
        <>
          <TextField
            {...timeField(form, `weekly.${index}.from`, `${id}-error`)}
            label={serviceHoursLabels.from}
            type="time"
          />
          <TextField
            {...timeField(form, `weekly.${index}.to`, `${id}-error`)}
            label={serviceHoursLabels.until}
            type="time"
          />
        </>
      ) : (
        <p className={styles.closedDay}>{serviceHoursLabels.closedDay}</p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.dayError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The week, a row a day: a real checkbox for open, and two time inputs while it is. */
export function WeeklyHoursFields({ form }: { form: ServiceHoursForm }) {
  const weekly = useWatch({ control: form.control, name: 'weekly' });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{serviceHoursLabels.weeklyTitle}</legend>
      <p className={styles.hint}>{serviceHoursLabels.weeklyHint}</p>
      <div className={styles.days}>
        {weekly.map((entry, index) => (
          <DayRow key={entry.day} form={form} index={index} day={entry.day} open={entry.open} />
        ))}
      </div>
    </fieldset>
  );
}
