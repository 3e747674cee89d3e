// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noFigures, reportFigures, type ReportFigures } from '@sehat/core/reports/figures';
import { reportLabels } from '@sehat/core/reports/messages';
import { ReportSection } from './report-section';

type Row = ReportFigures & { date: string };
const day = (date: string, conversations: number): Row => ({
  ...reportFigures({ ...noFigures, conversations }),
  date,
});

const renderSection = (rows: Row[]) =>
  render(
    <ReportSection
      title={reportLabels.byDayTitle}
      chartTitle={reportLabels.chartByDay}
      tableCaption={reportLabels.tableByDay}
      first={reportLabels.day}
      rows={rows}
      label={(row) => row.date}
    />,
  );

describe('ReportSection', () => {
  afterEach(cleanup);

  it('says in words why there is no chart when every count is hidden for privacy', () => {
    renderSection([day('2026-11-27', 3), day('2026-11-28', 0), day('2026-11-29', 4)]);
    const figure = screen.getByRole('figure', { name: reportLabels.chartByDay });
    expect(figure.textContent).toContain(reportLabels.chartAllHidden);
    expect(screen.queryByText(reportLabels.chartLoading)).toBeNull();
    // The table still holds every day, the hidden ones as "<5".
    expect(screen.getAllByText('<5')).toHaveLength(2);
  });

  it('draws the chart when something can be drawn, and says how many bars it leaves out', () => {
    renderSection([day('2026-11-27', 3), day('2026-11-28', 12)]);
    const figure = screen.getByRole('figure', { name: reportLabels.chartByDay });
    expect(figure.textContent).not.toContain(reportLabels.chartAllHidden);
    expect(figure.textContent).toContain(reportLabels.chartSomeHidden(1));
  });
});
