import { presenceLimits } from '@sehat/core/chat/counsellor-service';
import { storedValue } from '#web/lib/storage/stored-value';

/** Shared by every admin tab of the browser: active in one tab is active in all. */
const sharedMark = storedValue('sehat:counsellor-activity', {
  fallback: 0,
  parse: Number,
  serialize: String,
});
/** Writing storage on every key press is wasteful; a mark this often is precise enough. */
const MARK_EVERY_MS = 10_000;
let lastMark = 0;

/** Notes that the counsellor touched the keyboard, pointer or screen just now. */
export function markActivity(now = Date.now()): void {
  // A clock set back (by hand, or by the network's time) marks at once instead of never again.
  if (now >= lastMark && now - lastMark < MARK_EVERY_MS) return;
  lastMark = now;
  // Storage refused (private mode, full): this tab's own mark still counts.
  sharedMark.write(now);
}

/** Whether no admin tab saw the counsellor for `presenceLimits.idleMs`. */
export function isIdle(now = Date.now()): boolean {
  return now - Math.max(sharedMark.read(), lastMark) >= presenceLimits.idleMs;
}
