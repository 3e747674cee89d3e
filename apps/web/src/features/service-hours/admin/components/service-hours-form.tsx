import { useMemo } from 'react';
import { serviceHoursLabels, serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { serviceHoursFormValues } from '@sehat/core/service-hours/form';
import type { ServiceHours } from '@sehat/core/service-hours/schedule';
import type { ServiceHoursBody } from '@sehat/core/service-hours/schemas';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { SelectField } from '#web/components/ui/select-field';
import { errorMessage } from '#web/lib/api-error';
import { ClosedDatesFields } from './closed-dates-fields';
import { timeZoneOptions } from './time-zone-options';
import { useServiceHoursForm } from './use-service-hours-form';
import { WeeklyHoursFields } from './weekly-hours-fields';
import styles from './service-hours.module.css';

/**
 * The whole schedule in one form: zone, the seven days, the closed dates. Checked with the
 * API's rules before sending; a refused save shows the server's reason in the alert.
 */
export function ServiceHoursForm({
  saved,
  onSubmit,
  pending,
}: {
  saved: ServiceHours;
  /** Resolves with the schedule as stored (sorted, notes trimmed), which the form then shows. */
  onSubmit: (body: ServiceHoursBody) => Promise<ServiceHours>;
  pending: boolean;
}) {
  const { attachForm, ...form } = useServiceHoursForm(saved);
  const zones = useMemo(() => timeZoneOptions(saved.timezone), [saved.timezone]);
  const submit = form.submitWith((body) =>
    onSubmit(body).then(
      (stored) => form.reset(serviceHoursFormValues(stored)),
      (error: unknown) => form.showFailure(error, errorMessage(error, serviceHoursMessages.saveFailed)),
    ),
  );
  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={serviceHoursLabels.pageTitle}
    >
      <FormAlert {...form.alert} />
      <SelectField
        {...form.field('timezone')}
        label={serviceHoursLabels.timezone}
        hint={serviceHoursLabels.timezoneHint}
        options={zones}
        className={styles.zone}
      />
      <WeeklyHoursFields form={form} />
      <ClosedDatesFields form={form} />
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {pending ? serviceHoursLabels.saving : serviceHoursLabels.save}
        </Button>
      </div>
    </form>
  );
}
