import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { serviceHoursLabels } from '@sehat/core/service-hours/messages';
import { serviceHoursLimits } from '@sehat/core/service-hours/schemas';
import { formatCalendarDate } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import type { ServiceHoursForm } from './use-service-hours-form';
import styles from './service-hours.module.css';

/** The closed dates, each a date and an optional note, added and removed in place. */
export function ClosedDatesFields({ form }: { form: ServiceHoursForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'closedDates' });
  const dates = useWatch({ control: form.control, name: 'closedDates' });
  const listError = form.formState.errors.closedDates?.message;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{serviceHoursLabels.closedDatesTitle}</legend>
      <p className={styles.hint}>{serviceHoursLabels.closedDatesHint}</p>
      {fields.length === 0 && <p className={styles.empty}>{serviceHoursLabels.closedDatesEmpty}</p>}
      {listError && <p className={styles.listError}>{listError}</p>}
      <ul className={styles.dates}>
        {fields.map((item, index) => (
          <li key={item.id} className={styles.dateRow}>
            <TextField
              {...form.field(`closedDates.${index}.date`)}
              label={serviceHoursLabels.date}
              type="date"
              required
            />
            <TextField
              {...form.field(`closedDates.${index}.note`)}
              label={serviceHoursLabels.note}
              maxLength={serviceHoursLimits.noteMax}
              className={styles.note}
            />
            <Button
              variant="ghost"
              size="sm"
              className={styles.remove}
              aria-label={serviceHoursLabels.removeDate(formatCalendarDate(dates[index]?.date ?? ''))}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" size={16} />
              {serviceHoursLabels.remove}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className={styles.add}
        disabled={fields.length >= serviceHoursLimits.closedDatesMax}
        onClick={() => append({ date: '', note: '' })}
      >
        <Plus aria-hidden="true" size={18} />
        {serviceHoursLabels.addDate}
      </Button>
    </fieldset>
  );
}
