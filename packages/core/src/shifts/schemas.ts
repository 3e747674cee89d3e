import { z } from 'zod';
import { text } from '../validation/text';
import { shiftMessages } from './messages';
import { compareShifts, shiftDayName, shiftMinutes, shiftSpan, type Shift } from './week';

export const shiftLimits = { shiftsMax: 500 } as const;

const clock = text({ required: shiftMessages.clockInvalid, invalid: shiftMessages.clockInvalid }).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  {
    error: shiftMessages.clockInvalid,
  },
);

const shiftSchema = z.object({
  counsellorId: z
    .number({ error: shiftMessages.counsellorInvalid })
    .int({ error: shiftMessages.counsellorInvalid })
    .positive({
      error: shiftMessages.counsellorInvalid,
    }),
  day: z
    .number({ error: shiftMessages.dayInvalid })
    .int({ error: shiftMessages.dayInvalid })
    .min(0, { error: shiftMessages.dayInvalid })
    .max(6, {
      error: shiftMessages.dayInvalid,
    }),
  start: clock,
  end: clock,
});

/**
 * `PUT /api/admin/shifts`: the whole week. Each shift ends after it starts ('00:00' ends at
 * midnight; a night shift is two, one each side of midnight); one counsellor's shifts on one day
 * never overlap (touching is fine). The output is sorted Monday first (ADR 232).
 */
export const shiftsBodySchema = z
  .object({
    shifts: z
      .array(shiftSchema, { error: shiftMessages.tooMany(shiftLimits.shiftsMax) })
      .max(shiftLimits.shiftsMax, { error: shiftMessages.tooMany(shiftLimits.shiftsMax) }),
  })
  .superRefine(({ shifts }, ctx) => {
    shifts.forEach((shift, index) => {
      const { from, to } = shiftMinutes(shift);
      if (to <= from) {
        ctx.addIssue({
          code: 'custom',
          message: shiftMessages.endBeforeStart(shiftDayName(shift.day)),
          path: ['shifts', index, 'end'],
        });
        return;
      }
      const clash = shifts.findIndex((other, otherIndex) => {
        if (otherIndex >= index || other.counsellorId !== shift.counsellorId || other.day !== shift.day) {
          return false;
        }
        const span = shiftMinutes(other);
        return span.from < to && from < span.to;
      });
      if (clash >= 0) {
        const other = shifts[clash]!;
        ctx.addIssue({
          code: 'custom',
          message: shiftMessages.overlap(shiftDayName(shift.day), shiftSpan(other), shiftSpan(shift)),
          path: ['shifts', index, 'start'],
        });
      }
    });
  })
  .transform(({ shifts }) => ({ shifts: [...shifts].sort(compareShifts) }));
export type ShiftsBody = z.input<typeof shiftsBodySchema>;

export const shiftsResponseSchema = z.object({
  shifts: z.array(
    z.object({ counsellorId: z.number().int(), day: z.number().int(), start: z.string(), end: z.string() }),
  ),
});
export type ShiftsResponse = { shifts: Shift[] };

/** `GET /api/admin/reports/coverage`: one row per hour of the day, 0–23 on the service's clock. */
export const coverageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  byHour: z.array(
    z.object({
      hour: z.number().int(),
      staffed: z.number(),
      waiting: z.number().int(),
      firstResponseP50Seconds: z.number().nullable(),
    }),
  ),
});
export type CoverageReport = z.infer<typeof coverageReportSchema>;
