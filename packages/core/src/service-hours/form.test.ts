import { describe, expect, it } from 'vitest';
import { serviceHoursFormSchema, serviceHoursFormValues } from './form';
import { serviceHoursMessages } from './messages';
import { defaultServiceHours } from './schedule';

describe('the service hours form', () => {
  it('round-trips the schedule, keeping a closed day as nulls', () => {
    const values = serviceHoursFormValues(defaultServiceHours);
    values.weekly[6]!.open = false;
    values.closedDates.push({ date: '2027-03-10', note: 'Idul Fitri' });
    const parsed = serviceHoursFormSchema.parse(values);
    expect(parsed.weekly[6]).toEqual({ day: 7, open: null, close: null });
    expect(parsed.closedDates).toEqual([{ date: '2027-03-10', note: 'Idul Fitri' }]);
    expect(serviceHoursFormValues(parsed).weekly[6]).toEqual({
      day: 7,
      open: false,
      from: '09:00',
      to: '21:00',
    });
  });

  it("puts the body's messages under the form's fields", () => {
    const values = serviceHoursFormValues(defaultServiceHours);
    values.weekly[4]!.to = '02:00';
    values.closedDates.push({ date: '', note: '' });
    const result = serviceHoursFormSchema.safeParse(values);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['closedDates.0.date', serviceHoursMessages.dateInvalid],
      ['weekly.4.to', serviceHoursMessages.closeBeforeOpen('Jumat')],
    ]);
  });
});
