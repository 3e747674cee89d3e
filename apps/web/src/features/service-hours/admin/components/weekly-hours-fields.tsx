import { useWatch } from 'react-hook-form';
import { serviceHoursLabels as l, weekdayNames } from '@sehat/core/service-hours/messages';
import { TextField } from '../../../../components/ui/text-field';
import type { ServiceHoursForm } from './use-service-hours-form';
import styles from './service-hours.module.css';

/** One fieldset a weekday: a real checkbox for open, and two time inputs while it is. */
export function WeeklyHoursFields({ form }: { form: ServiceHoursForm }) {
  const weekly = useWatch({ control: form.control, name: 'weekly' });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{l.weeklyTitle}</legend>
      <p className={styles.hint}>{l.weeklyHint}</p>
      <div className={styles.days}>
        {weekly.map((entry, index) => (
          <fieldset key={entry.day} className={styles.day}>
            <legend className={styles.dayName}>{weekdayNames[entry.day]}</legend>
            <label className={styles.openToggle}>
              <input type="checkbox" {...form.register(`weekly.${index}.open`)} />
              {l.openThatDay}
            </label>
            {entry.open ? (
              <div className={styles.times}>
                <TextField {...form.field(`weekly.${index}.from`)} label={l.from} type="time" required />
                <TextField {...form.field(`weekly.${index}.to`)} label={l.until} type="time" required />
              </div>
            ) : (
              <p className={styles.closedDay}>{l.closedDay}</p>
            )}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
