import { serviceFormSchema, serviceFormValues } from '@sehat/core/services/form';
import { adminServiceLabels as l, serviceMessages, serviceTypeLabels } from '@sehat/core/services/messages';
import { provinces } from '@sehat/core/services/provinces';
import type { Service, ServiceBody } from '@sehat/core/services/schemas';
import { serviceLimits, serviceTypes } from '@sehat/core/services/types';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage } from '../../../../lib/api-error';
import { useZodForm } from '../../../../lib/use-zod-form';
import styles from './admin-services.module.css';

const typeOptions = [
  { value: '', label: l.chooseType },
  ...serviceTypes.map((t) => ({ value: t, label: serviceTypeLabels[t] })),
];
const provinceOptions = [
  { value: '', label: l.provinceNational },
  ...provinces.map((p) => ({ value: p, label: p })),
];
const bpjsOptions = [
  { value: '', label: l.bpjsUnknown },
  { value: 'ya', label: l.bpjsYes },
  { value: 'tidak', label: l.bpjsNo },
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
  const heading = service ? l.editTitle : l.addTitle;
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
        <TextField {...form.field('name')} label={l.fieldName} maxLength={serviceLimits.nameMax} autoFocus />
        <SelectField {...form.field('type')} label={l.fieldType} options={typeOptions} />
        <SelectField {...form.field('province')} label={l.fieldProvince} options={provinceOptions} />
        <TextField {...form.field('city')} label={l.fieldCity} maxLength={serviceLimits.cityMax} />
        <TextField {...form.field('address')} label={l.fieldAddress} maxLength={serviceLimits.addressMax} />
        <TextField
          {...form.field('phone')}
          label={l.fieldPhone}
          type="tel"
          maxLength={serviceLimits.phoneMax}
        />
        <TextField {...form.field('hours')} label={l.fieldHours} maxLength={serviceLimits.hoursMax} />
        <SelectField {...form.field('bpjs')} label={l.fieldBpjs} options={bpjsOptions} />
        <TextField {...form.field('lat')} label={l.fieldLat} inputMode="decimal" hint={l.coordinatesHint} />
        <TextField {...form.field('lng')} label={l.fieldLng} inputMode="decimal" />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {pending ? l.saving : l.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {l.cancel}
        </Button>
      </div>
    </form>
  );
}
