import type { z } from 'zod';
import type { Shift } from '@sehat/core/shifts/week';

/** A shift being edited, with a key that stays with it while rows come and go. */
export interface ShiftRow extends Shift {
  key: number;
}

type ShiftField = 'counsellorId' | 'start' | 'end';
export type RowErrors = Record<number, Partial<Record<ShiftField, string>>>;

let nextKey = 0;

export function toRows(shifts: readonly Shift[]): ShiftRow[] {
  return shifts.map((shift) => ({ ...shift, key: (nextKey += 1) }));
}

export function newRow(day: number, counsellorId: number): ShiftRow {
  return { key: (nextKey += 1), counsellorId, day, start: '09:00', end: '17:00' };
}

export function toShifts(rows: readonly ShiftRow[]): Shift[] {
  return rows.map(({ counsellorId, day, start, end }) => ({ counsellorId, day, start, end }));
}

/** The schema's issues (paths `shifts.<index>.<field>`) as each row's errors, by its key. */
export function rowErrorsOf(rows: readonly ShiftRow[], error: z.ZodError): RowErrors {
  const errors: RowErrors = {};
  for (const issue of error.issues) {
    const [, index, field] = issue.path;
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (!row) continue;
    const name: ShiftField = field === 'start' || field === 'counsellorId' ? field : 'end';
    errors[row.key] = { [name]: issue.message, ...errors[row.key] };
  }
  return errors;
}
