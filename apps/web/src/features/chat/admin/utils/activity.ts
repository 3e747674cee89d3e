import { presenceLimits } from '@sehat/core/chat/counsellor-service';

/** Shared by every admin tab of the browser: active in one tab is active in all. */
const KEY = 'sehat:counsellor-activity';
/** Writing storage on every key press is wasteful; a mark this often is precise enough. */
const MARK_EVERY_MS = 10_000;
let lastMark = 0;

/** Notes that the counsellor touched the keyboard, pointer or screen just now. */
export function markActivity(now = Date.now()): void {
  if (now - lastMark < MARK_EVERY_MS) return;
  lastMark = now;
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // Storage refused (private mode, full): this tab's own mark still counts.
  }
}

/** Whether no admin tab saw the counsellor for `presenceLimits.idleMs`. */
export function isIdle(now = Date.now()): boolean {
  let shared = 0;
  try {
    shared = Number(localStorage.getItem(KEY) ?? 0);
  } catch {
    shared = 0;
  }
  return now - Math.max(shared, lastMark) >= presenceLimits.idleMs;
}
