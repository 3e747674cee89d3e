import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { reportLabels } from '@sehat/core/reports/messages';
import { reportQuerySchema, type ReportQuery } from '@sehat/core/reports/schemas';
import { buttonClassName } from '#web/components/ui/button-classes';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { chatReportCsvHref } from '../api/get-chat-report';
import styles from './reports.module.css';

/** The report's dates (labelled date inputs), checked as the server checks them, and the CSV link. */
export function ReportRangeForm({
  range,
  loading,
  onChange,
}: {
  range: ReportQuery;
  loading: boolean;
  onChange: (range: ReportQuery) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<Partial<Record<keyof ReportQuery, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    onChange(parsed.data);
  };

  return (
    <form className={styles.range} aria-label={reportLabels.title} onSubmit={submit} noValidate>
      <TextField
        label={reportLabels.from}
        type="date"
        value={from}
        error={errors.from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        label={reportLabels.to}
        type="date"
        value={to}
        error={errors.to}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button type="submit" loading={loading}>
        {reportLabels.show}
      </Button>
      <a href={chatReportCsvHref(range)} download className={buttonClassName({ variant: 'secondary' })}>
        <Download aria-hidden="true" size={18} />
        {reportLabels.download}
      </a>
    </form>
  );
}
