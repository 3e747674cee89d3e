import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { serviceLabels, serviceTypeLabels } from '@sehat/core/services/messages';
import { provinces } from '@sehat/core/services/provinces';
import { serviceLimits, serviceTypes } from '@sehat/core/services/types';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { paths, serviceParams } from '#web/config/paths';
import type { ServiceFilter } from '../utils/service-filter';
import styles from './services.module.css';

const provinceOptions = [
  { value: '', label: serviceLabels.allProvinces },
  ...provinces.map((name) => ({ value: name, label: name })),
];
const typeOptions = [
  { value: '', label: serviceLabels.allTypes },
  ...serviceTypes.map((type) => ({ value: type, label: serviceTypeLabels[type] })),
];

/**
 * Search by province, type and city or name. A plain GET form, so it also works before the
 * app has started; then the page reads it without a reload.
 */
export function ServiceFilters({
  filter,
  onSearch,
}: {
  filter: ServiceFilter;
  onSearch: (filter: ServiceFilter) => void;
}) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    onSearch({
      ...(value(serviceParams.q) ? { q: value(serviceParams.q) } : {}),
      ...(value(serviceParams.province)
        ? { province: value(serviceParams.province) as ServiceFilter['province'] }
        : {}),
      ...(value(serviceParams.type) ? { type: value(serviceParams.type) as ServiceFilter['type'] } : {}),
    });
  };
  return (
    <form
      className={styles.filters}
      method="get"
      action={paths.Services.getHref()}
      onSubmit={submit}
      role="search"
      aria-labelledby={titleId}
      // A new search starts from its own values.
      key={JSON.stringify(filter)}
    >
      <h2 id={titleId} className={styles.filtersTitle}>
        {serviceLabels.filters}
      </h2>
      <SelectField
        name={serviceParams.province}
        label={serviceLabels.province}
        options={provinceOptions}
        defaultValue={filter.province ?? ''}
      />
      <SelectField
        name={serviceParams.type}
        label={serviceLabels.type}
        options={typeOptions}
        defaultValue={filter.type ?? ''}
      />
      <TextField
        name={serviceParams.q}
        label={serviceLabels.search}
        placeholder={serviceLabels.searchPlaceholder}
        defaultValue={filter.q ?? ''}
        maxLength={serviceLimits.queryMax}
        type="search"
      />
      <Button type="submit" className={styles.filtersSubmit}>
        <Search aria-hidden="true" size={18} />
        {serviceLabels.apply}
      </Button>
    </form>
  );
}
