/**
 * How long someone must wait, in the words a person reads: whole seconds under a minute,
 * otherwise minutes (rounded up, so nobody comes back too early), and hours from 2 hours.
 */
export function waitTimeText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} detik`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 120) return `${minutes} menit`;
  return `${Math.ceil(minutes / 60)} jam`;
}
