/**
 * How long after the last step (enrolling, or the last session done) the next session's one
 * reminder goes out, for people who chose reminders (ADR 234). A session a week is the
 * programme's pace; three quiet days is when a gentle nudge helps without nagging.
 */
export const programReminderAfterMs = 3 * 24 * 60 * 60 * 1000;

/**
 * When the reminder for the next session is due, or null when none should go: reminders off,
 * or no session left. `lastStep` is when the person enrolled or last finished a session.
 */
export function programReminderAt(choice: {
  reminders: boolean;
  next: number | null;
  lastStep: Date;
}): Date | null {
  if (!choice.reminders || choice.next === null) return null;
  return new Date(choice.lastStep.getTime() + programReminderAfterMs);
}
