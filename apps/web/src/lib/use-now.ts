import { useMemo, useSyncExternalStore } from 'react';
import { useRenderTime } from './render-time';

/** Whole seconds: the same value for every read within a second, as React requires of a snapshot. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * The current time, refreshed every `intervalMs`, so relative times ('5m') and chat times move
 * on their own. While a server-rendered page hydrates it is the render's time (React's server
 * snapshot), then the browser's.
 */
export function useNow(intervalMs = 30_000): Date {
  const renderTime = useRenderTime();
  const subscribe = useMemo(
    () => (onTick: () => void) => {
      const timer = window.setInterval(onTick, intervalMs);
      return () => window.clearInterval(timer);
    },
    [intervalMs],
  );
  const ms = useSyncExternalStore(subscribe, currentSecond, () => renderTime?.getTime() ?? currentSecond());
  return useMemo(() => new Date(ms), [ms]);
}
