import { useId, useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { adminServiceLabels, serviceMessages } from '@sehat/core/services/messages';
import type { ServiceImportResult } from '@sehat/core/services/schemas';
import { Button } from '#web/components/ui/button';
import { buttonClassName } from '#web/components/ui/button-classes';
import { FormAlert } from '#web/components/ui/form-alert';
import { apiPaths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useImportServices } from '../api/import-services';
import styles from './admin-services.module.css';

/** Import a CSV file (all rows or none, errors by line) and download the directory as one. */
export function CsvPanel() {
  const fileId = useId();
  const file = useRef<HTMLInputElement>(null);
  const importing = useImportServices();
  const [result, setResult] = useState<ServiceImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    setResult(null);
    setFailure(null);
    try {
      setResult(await importing.mutateAsync(chosen));
    } catch (error) {
      setFailure(errorMessage(error, serviceMessages.importFailed));
    }
  };

  return (
    <section className={styles.csv} aria-labelledby="services-csv">
      <h2 id="services-csv" className={styles.formTitle}>
        {adminServiceLabels.csvTitle}
      </h2>
      <p className={styles.hint}>{adminServiceLabels.csvHelp}</p>
      <div className={styles.csvRow}>
        <label htmlFor={fileId} className={styles.fileLabel}>
          {adminServiceLabels.csvFile}
        </label>
        <input id={fileId} ref={file} type="file" accept=".csv,text/csv" className={styles.file} />
        <Button onClick={() => void send()} loading={importing.isPending}>
          <Upload aria-hidden="true" size={18} />
          {importing.isPending ? adminServiceLabels.csvImporting : adminServiceLabels.csvImport}
        </Button>
        <a href={apiPaths.adminServicesExport} download className={buttonClassName({ variant: 'secondary' })}>
          <Download aria-hidden="true" size={18} />
          {adminServiceLabels.csvExport}
        </a>
      </div>
      <FormAlert message={failure} />
      {result && result.errors.length === 0 && (
        <FormAlert tone="success" message={adminServiceLabels.csvDone(result.imported, result.updated)} />
      )}
      {result && result.errors.length > 0 && (
        <div className={styles.csvErrors}>
          <FormAlert message={adminServiceLabels.csvFailed(result.errors.length)} />
          <ul>
            {result.errors.map((error, index) => (
              <li key={index}>{adminServiceLabels.csvLine(error.line, error.message)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
