import { noFigures, percentile, reportFigures } from '@sehat/core/reports/figures';
import { datesBetween, type ChatReport, type ReportQuery } from '@sehat/core/reports/schemas';
import type { CoverageReport } from '@sehat/core/shifts/schemas';
import { staffedByHour, type Shift } from '@sehat/core/shifts/week';
import { shownWellbeingAverage } from '@sehat/core/supervision/care';
import { reviewAverage, type QualityReport } from '@sehat/core/supervision/quality-report';
import type { GroupedFigures, QualityFigures } from './repository';

const hoursOfDay = Array.from({ length: 24 }, (_, hour) => hour);

/** The contract's report: every day of the range and every hour of the day, empty ones too. */
export function presentChatReport(query: ReportQuery, timezone: string, figures: GroupedFigures): ChatReport {
  return {
    from: query.from,
    to: query.to,
    timezone,
    ...reportFigures(figures.total),
    byDay: datesBetween(query.from, query.to).map((date) => ({
      date,
      ...reportFigures(figures.byDay.get(date) ?? noFigures),
    })),
    byHour: hoursOfDay.map((hour) => ({ hour, ...reportFigures(figures.byHour.get(hour) ?? noFigures) })),
  };
}

/**
 * The coverage report (ADR 232): per hour of the day, the counsellors on the current week's
 * shifts averaged over the range's dates, against the requests for help that began in that hour
 * and their median first response (the chat report's own grouping, so the two pages agree).
 */
export function presentCoverage(
  query: ReportQuery,
  timezone: string,
  byHour: GroupedFigures['byHour'],
  shifts: readonly Shift[],
): CoverageReport {
  const staffed = staffedByHour(shifts, datesBetween(query.from, query.to));
  return {
    from: query.from,
    to: query.to,
    timezone,
    byHour: hoursOfDay.map((hour) => {
      const raw = byHour.get(hour) ?? noFigures;
      return {
        hour,
        staffed: staffed[hour]!,
        waiting: raw.conversations,
        firstResponseP50Seconds: percentile(raw.responseSeconds, 50),
      };
    }),
  };
}

/** Quality and care (ADR 231): review averages per counsellor; wellbeing never per person. */
export function presentQuality(query: ReportQuery, figures: QualityFigures): QualityReport {
  return {
    from: query.from,
    to: query.to,
    reviews: figures.reviews.map((row) => ({
      counsellor: row.counsellorId === null ? null : { id: row.counsellorId, fullName: row.fullName ?? '' },
      reviews: row.reviews,
      averages: {
        engagement: reviewAverage(row.engagement, row.reviews),
        collaboration: reviewAverage(row.collaboration, row.reviews),
        safetyAssessment: reviewAverage(row.safetyAssessment, row.reviews),
      },
    })),
    wellbeing: {
      entries: figures.wellbeing.entries,
      average: shownWellbeingAverage(figures.wellbeing.entries, figures.wellbeing.sum),
    },
    debriefs: figures.debriefs,
  };
}
