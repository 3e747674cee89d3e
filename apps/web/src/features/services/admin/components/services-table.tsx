import { Pencil, Trash2 } from 'lucide-react';
import { adminServiceLabels, serviceLabels, serviceTypeLabels } from '@sehat/core/services/messages';
import type { Service } from '@sehat/core/services/schemas';
import { Button } from '#web/components/ui/button';
import { DataTable, primaryCellClass } from '#web/components/ui/data-table';
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
      caption={adminServiceLabels.title}
      columns={[
        adminServiceLabels.columnName,
        adminServiceLabels.columnType,
        adminServiceLabels.columnPlace,
        adminServiceLabels.columnPhone,
        adminServiceLabels.columnAction,
      ]}
    >
      {services.map((service) => (
        <tr key={service.id}>
          <td data-label={adminServiceLabels.columnName} className={primaryCellClass}>
            <strong className={styles.breakable}>{service.name}</strong>
          </td>
          <td data-label={adminServiceLabels.columnType}>{serviceTypeLabels[service.type]}</td>
          <td data-label={adminServiceLabels.columnPlace}>{placeOf(service)}</td>
          <td data-label={adminServiceLabels.columnPhone}>{service.phone ?? '—'}</td>
          <td data-label={adminServiceLabels.columnAction}>
            <span className={styles.rowActions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={adminServiceLabels.edit(service.name)}
                onClick={() => onEdit(service)}
              >
                <Pencil aria-hidden="true" size={16} />
                {adminServiceLabels.editShort}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={adminServiceLabels.remove(service.name)}
                loading={busyId === service.id}
                onClick={() => onDelete(service)}
              >
                <Trash2 aria-hidden="true" size={16} />
                {adminServiceLabels.removeShort}
              </Button>
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
