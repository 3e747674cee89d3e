import { noFigures, reportFigures } from '@sehat/core/reports/figures';
import { datesBetween, type ChatReport, type ReportQuery } from '@sehat/core/reports/schemas';
import type { GroupedFigures } from './repository';

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
