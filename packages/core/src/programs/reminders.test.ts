import { describe, expect, it } from 'vitest';
import { programReminderAfterMs, programReminderAt } from './reminders';

const lastStep = new Date('2026-11-20T08:00:00Z');

describe('programReminderAt', () => {
  it('falls due a few quiet days after the last step while a session is left', () => {
    expect(programReminderAt({ reminders: true, next: 2, lastStep })).toEqual(
      new Date(lastStep.getTime() + programReminderAfterMs),
    );
  });

  it('is null when the person turned reminders off', () => {
    expect(programReminderAt({ reminders: false, next: 2, lastStep })).toBeNull();
  });

  it('is null once every session is done', () => {
    expect(programReminderAt({ reminders: true, next: null, lastStep })).toBeNull();
  });
});
