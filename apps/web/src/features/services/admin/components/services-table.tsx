import { Pencil, Trash2 } from 'lucide-react';
import { adminServiceLabels as l, serviceLabels, serviceTypeLabels } from '@sehat/core/services/messages';
import type { Service } from '@sehat/core/services/schemas';
import { Button } from '../../../../components/ui/button';
import { DataTable, primaryCellClass } from '../../../../components/ui/data-table';
import styles from './admin-services.module.css';

const placeOf = (service: Service) =>
  service.province === null
    ? serviceLabels.national
    : [service.city, service.province].filter(Boolean).join(', ');

/** The directory as admins see it: a row per service with its edit and delete buttons. */
export function ServicesTable({
  services,
  busyId,
  onEdit,
  onDelete,
}: {
  services: Service[];
  busyId: number | null;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}) {
  return (
    <DataTable
      caption={l.title}
      columns={[l.columnName, l.columnType, l.columnPlace, l.columnPhone, l.columnAction]}
    >
      {services.map((service) => (
        <tr key={service.id}>
          <td data-label={l.columnName} className={primaryCellClass}>
            <strong className={styles.breakable}>{service.name}</strong>
          </td>
          <td data-label={l.columnType}>{serviceTypeLabels[service.type]}</td>
          <td data-label={l.columnPlace}>{placeOf(service)}</td>
          <td data-label={l.columnPhone}>{service.phone ?? '—'}</td>
          <td data-label={l.columnAction}>
            <span className={styles.rowActions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={l.edit(service.name)}
                onClick={() => onEdit(service)}
              >
                <Pencil aria-hidden="true" size={16} />
                {l.editShort}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={l.remove(service.name)}
                loading={busyId === service.id}
                onClick={() => onDelete(service)}
              >
                <Trash2 aria-hidden="true" size={16} />
                {l.removeShort}
              </Button>
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
