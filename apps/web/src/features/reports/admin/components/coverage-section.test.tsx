// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportLabels } from '@sehat/core/reports/messages';
import { shiftLabels } from '@sehat/core/shifts/messages';
import type { CoverageReport } from '@sehat/core/shifts/schemas';
import { CoverageSection } from './coverage-section';

type Row = CoverageReport['byHour'][number];
const hours = (change: (hour: number) => Partial<Row> = () => ({})): CoverageReport => ({
  from: '2026-11-01',
  to: '2026-11-28',
  timezone: 'Asia/Jakarta',
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    staffed: 0,
    waiting: 0,
    firstResponseP50Seconds: null,
    ...change(hour),
  })),
});

const renderSection = (report: CoverageReport) =>
  render(<CoverageSection report={report} csvHref="/api/admin/reports/coverage.csv?from=a&to=b" />);

describe('CoverageSection', () => {
  afterEach(cleanup);

  it('marks the hours people waited with nobody on shift, and lists every hour with its figures', () => {
    renderSection(
      hours((hour) => {
        if (hour === 1) return { waiting: 12, firstResponseP50Seconds: 3 * 60 * 60 };
        if (hour === 10) return { staffed: 1.5, waiting: 3, firstResponseP50Seconds: 240 };
        return hour >= 9 && hour < 17 ? { staffed: 1 } : {};
      }),
    );
    const table = screen.getByRole('table', { name: shiftLabels.coverageTable });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    expect(rows[1]!.textContent).toContain(shiftLabels.gap);
    expect(rows[1]!.textContent).toContain('12');
    expect(rows[1]!.textContent).toContain('3 jam');
    expect(rows[10]!.textContent).toContain('1,5');
    expect(rows[10]!.textContent).toContain('<5');
    expect(rows[10]!.textContent).not.toContain(shiftLabels.gap);
    expect(within(table).getAllByText(shiftLabels.gap)).toHaveLength(1);
    const figure = screen.getByRole('figure', { name: shiftLabels.coverageChart });
    expect(figure.textContent).toContain(reportLabels.chartSomeHidden(1));
    expect(screen.getByRole('link', { name: shiftLabels.downloadCoverage }).getAttribute('href')).toContain(
      'coverage.csv',
    );
  });

  it('says why there is no chart: nothing to show, or every count hidden for privacy', () => {
    renderSection(hours());
    expect(screen.getByRole('figure', { name: shiftLabels.coverageChart }).textContent).toContain(
      shiftLabels.coverageEmpty,
    );
    cleanup();
    renderSection(hours((hour) => (hour === 2 ? { waiting: 2 } : {})));
    const figure = screen.getByRole('figure', { name: shiftLabels.coverageChart });
    expect(figure.textContent).toContain(reportLabels.chartAllHidden);
    expect(figure.textContent).not.toContain(shiftLabels.coverageEmpty);
  });
});
