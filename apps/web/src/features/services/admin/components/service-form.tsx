import { serviceFormSchema, serviceFormValues } from '@sehat/core/services/form';
import { adminServiceLabels, serviceMessages, serviceTypeLabels } from '@sehat/core/services/messages';
import { provinces } from '@sehat/core/services/provinces';
import type { Service, ServiceBody } from '@sehat/core/services/schemas';
import { serviceLimits, serviceTypes } from '@sehat/core/services/types';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import styles from './admin-services.module.css';

const typeOptions = [
  { value: '', label: adminServiceLabels.chooseType },
  ...serviceTypes.map((t) => ({ value: t, label: serviceTypeLabels[t] })),
];
const provinceOptions = [
  { value: '', label: adminServiceLabels.provinceNational },
  ...provinces.map((p) => ({ value: p, label: p })),
];
const bpjsOptions = [
  { value: '', label: adminServiceLabels.bpjsUnknown },
  { value: 'ya', label: adminServiceLabels.bpjsYes },
  { value: 'tidak', label: adminServiceLabels.bpjsNo },
];

/** Adds or changes one service. `onSubmit` rejects with the API's error (field messages under their fields). */
export function ServiceForm({
  service,
  onSubmit,
  onCancel,
  pending,
}: {
  service: Service | null;
  onSubmit: (body: ServiceBody) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
}) {
  const heading = service ? adminServiceLabels.editTitle : adminServiceLabels.addTitle;
  const { attachForm, ...form } = useZodForm({
    schema: serviceFormSchema,
    defaultValues: serviceFormValues(service),
  });
  const submit = form.submitWith((body) =>
    onSubmit(body).catch((error: unknown) => {
      if (!form.showFailure(error)) form.showFailure(error, errorMessage(error, serviceMessages.saveFailed));
    }),
  );
  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={heading}
    >
      <h2 className={styles.formTitle}>{heading}</h2>
      <FormAlert {...form.alert} />
      <div className={styles.grid}>
        <TextField
          {...form.field('name')}
          label={adminServiceLabels.fieldName}
          maxLength={serviceLimits.nameMax}
          autoFocus
        />
        <SelectField {...form.field('type')} label={adminServiceLabels.fieldType} options={typeOptions} />
        <SelectField
          {...form.field('province')}
          label={adminServiceLabels.fieldProvince}
          options={provinceOptions}
        />
        <TextField
          {...form.field('city')}
          label={adminServiceLabels.fieldCity}
          maxLength={serviceLimits.cityMax}
        />
        <TextField
          {...form.field('address')}
          label={adminServiceLabels.fieldAddress}
          maxLength={serviceLimits.addressMax}
        />
        <TextField
          {...form.field('phone')}
          label={adminServiceLabels.fieldPhone}
          type="tel"
          maxLength={serviceLimits.phoneMax}
        />
        <TextField
          {...form.field('hours')}
          label={adminServiceLabels.fieldHours}
          maxLength={serviceLimits.hoursMax}
        />
        <SelectField {...form.field('bpjs')} label={adminServiceLabels.fieldBpjs} options={bpjsOptions} />
        <TextField
          {...form.field('lat')}
          label={adminServiceLabels.fieldLat}
          inputMode="decimal"
          hint={adminServiceLabels.coordinatesHint}
        />
        <TextField {...form.field('lng')} label={adminServiceLabels.fieldLng} inputMode="decimal" />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {pending ? adminServiceLabels.saving : adminServiceLabels.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {adminServiceLabels.cancel}
        </Button>
      </div>
    </form>
  );
}
