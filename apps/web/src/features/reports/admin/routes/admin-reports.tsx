import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { reportLabels, reportMessages } from '@sehat/core/reports/messages';
import { reportQuerySchema, type ChatReport } from '@sehat/core/reports/schemas';
import { shiftMessages } from '@sehat/core/shifts/messages';
import { qualityReportLabels } from '@sehat/core/supervision/review-messages';
import { formatCalendarDate } from '@sehat/core/time/format';
import { PageContainer } from '#web/components/layout/page-container';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { serviceHoursQueryOptions } from '#web/features/service-hours';
import { useChatReport } from '../api/get-chat-report';
import { coverageCsvHref, useCoverage } from '../api/get-coverage';
import { useQualityReport } from '../api/get-quality';
import { CoverageSection } from '../components/coverage-section';
import { QualitySection } from '../components/quality-section';
import { ReportRangeForm } from '../components/report-range-form';
import { ReportSection } from '../components/report-section';
import { ReportSummary } from '../components/report-summary';
import { defaultRange } from '../../utils/default-range';
import styles from '../components/reports.module.css';

const dayLabel = (row: ChatReport['byDay'][number]) => formatCalendarDate(row.date);
const hourLabel = (row: ChatReport['byHour'][number]) => reportLabels.hourName(row.hour);

/** /admin/laporan: how the counsellor service is doing over a chosen range (issue 35, ADR 197). */
export function AdminReportsRoute() {
  const [params, setParams] = useSearchParams();
  const hours = useQuery(serviceHoursQueryOptions());
  const fallback = defaultRange(new Date(), hours.data?.timezone ?? 'Asia/Jakarta');
  const chosen = reportQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const range = chosen.success ? chosen.data : fallback;
  const report = useChatReport(range);
  const coverage = useCoverage(range);
  const quality = useQualityReport(range);

  let content;
  if (report.isPending) content = <LoadingState text={reportLabels.loading} />;
  else if (report.isError)
    content = (
      <ErrorState
        message={reportMessages.loadFailed}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  else
    content = (
      <>
        <ReportSummary report={report.data} />
        {report.data.conversations === 0 && <p className={styles.hint}>{reportLabels.empty}</p>}
        <ReportSection
          title={reportLabels.byDayTitle}
          chartTitle={reportLabels.chartByDay}
          tableCaption={reportLabels.tableByDay}
          first={reportLabels.day}
          rows={report.data.byDay}
          label={dayLabel}
        />
        <ReportSection
          title={reportLabels.byHourTitle}
          chartTitle={reportLabels.chartByHour}
          tableCaption={reportLabels.tableByHour}
          first={reportLabels.hour}
          rows={report.data.byHour}
          label={hourLabel}
        />
        {coverage.isPending && <LoadingState text={reportLabels.loading} />}
        {coverage.isError && (
          <ErrorState
            message={shiftMessages.coverageLoadFailed}
            onRetry={() => void coverage.refetch()}
            retrying={coverage.isFetching}
          />
        )}
        {coverage.data && <CoverageSection report={coverage.data} csvHref={coverageCsvHref(range)} />}
        {quality.isPending && <LoadingState text={reportLabels.loading} />}
        {quality.isError && (
          <ErrorState
            message={qualityReportLabels.loadFailed}
            onRetry={() => void quality.refetch()}
            retrying={quality.isFetching}
          />
        )}
        {quality.data && <QualitySection report={quality.data} />}
      </>
    );

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={reportLabels.title} />
      <PageHeader title={reportLabels.title}>
        <p>{reportLabels.intro}</p>
      </PageHeader>
      <ReportRangeForm
        key={`${range.from}-${range.to}`}
        range={range}
        loading={report.isFetching}
        onChange={(next) => setParams(next)}
      />
      {content}
    </PageContainer>
  );
}
