import { useCallback, useEffect, useRef, useState } from 'react';
import { chatLimits } from '@sehat/core/chat/limits';
import { outsideHoursWarning } from '@sehat/core/service-hours/describe';
import { serviceStatus } from '@sehat/core/service-hours/schedule';
import { useServiceHours } from '#web/features/service-hours';

/**
 * The operating-hours warning (spec §9): `check()` shows it for 5 s when the service hours
 * say closed now, naming the hours it opens at. Sending goes ahead either way.
 */
export function useOperatingHoursWarning(): { text: string | null; check: () => void } {
  const hours = useServiceHours();
  // `check` stays the same function while the hours load or change: it reads the latest.
  const latest = useRef(hours);
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    latest.current = hours;
  }, [hours]);

  const check = useCallback(() => {
    const now = new Date();
    if (serviceStatus(latest.current, now).open) return;
    setText(outsideHoursWarning(latest.current, now));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setText(null), chatLimits.operatingHoursWarningMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { text, check };
}
