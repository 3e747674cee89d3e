// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { careLimits } from '@sehat/core/supervision/care';
import type { QualityReport } from '@sehat/core/supervision/quality-report';
import { qualityReportLabels } from '@sehat/core/supervision/review-messages';
import { QualitySection } from './quality-section';

const base: QualityReport = {
  from: '2026-11-01',
  to: '2026-11-28',
  reviews: [
    {
      counsellor: { id: 3, fullName: 'Kirana Konselor' },
      reviews: 2,
      averages: { engagement: 3.5, collaboration: 4, safetyAssessment: 4.5 },
    },
    { counsellor: null, reviews: 1, averages: { engagement: 2, collaboration: 3, safetyAssessment: 1 } },
  ],
  wellbeing: { entries: 4, average: null },
  debriefs: { due: 3, heldInTime: 1, heldLate: 1, open: 1 },
};

describe('QualitySection', () => {
  afterEach(cleanup);

  it("lists each counsellor's review averages, a deleted one by a neutral name, and the debriefs", () => {
    render(<QualitySection report={base} />);
    const rows = within(screen.getByRole('table', { name: qualityReportLabels.reviewsTable }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Kirana Konselor23,544,5',
      `${qualityReportLabels.formerCounsellor}1231`,
    ]);
    for (const line of [
      qualityReportLabels.debriefsDue(3),
      qualityReportLabels.debriefsInTime(1),
      qualityReportLabels.debriefsLate(1),
      qualityReportLabels.debriefsOpen(1),
    ])
      expect(screen.getByText(line)).toBeTruthy();
  });

  it('keeps the wellbeing average back under five checks and says why; shows it over them', () => {
    render(<QualitySection report={base} />);
    expect(screen.getByText(qualityReportLabels.wellbeingEntries(4))).toBeTruthy();
    expect(
      screen.getByText(qualityReportLabels.wellbeingHidden(careLimits.wellbeingAverageMinCount)),
    ).toBeTruthy();
    cleanup();

    render(<QualitySection report={{ ...base, reviews: [], wellbeing: { entries: 6, average: 3.8 } }} />);
    expect(
      screen.getByText(
        `${qualityReportLabels.wellbeingEntries(6)}, ${qualityReportLabels.wellbeingAverage(3.8)}`,
      ),
    ).toBeTruthy();
    expect(
      screen.queryByText(qualityReportLabels.wellbeingHidden(careLimits.wellbeingAverageMinCount)),
    ).toBeNull();
    expect(screen.getByText(qualityReportLabels.noReviews)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
