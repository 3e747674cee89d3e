import { serviceHoursFormSchema, serviceHoursFormValues } from '@sehat/core/service-hours/form';
import type { ServiceHours } from '@sehat/core/service-hours/schedule';
import { useZodForm } from '#web/lib/use-zod-form';

/** The admin form over the saved schedule, checked by the API's own rules before it is sent. */
export function useServiceHoursForm(saved: ServiceHours) {
  return useZodForm({ schema: serviceHoursFormSchema, defaultValues: serviceHoursFormValues(saved) });
}

/** The form as its field groups use it (the form element's ref stays with the form). */
export type ServiceHoursForm = Omit<ReturnType<typeof useServiceHoursForm>, 'attachForm'>;
