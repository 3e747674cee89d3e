import { useCallback, useEffect, useRef, useState } from 'react';
import { chatLimits } from '@sehat/core/chat/limits';
import { isWithinOperatingHours } from '@sehat/core/chat/operating-hours';
import { viewerTimeZone } from '../../../lib/viewer-time-zone';

/**
 * The operating-hours warning (spec §9): `check()` shows it for 5 s when it is outside
 * 09:00–21:00 on the viewer's clock. Sending goes ahead either way.
 */
export function useOperatingHoursWarning(): { visible: boolean; check: () => void } {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const check = useCallback(() => {
    if (isWithinOperatingHours(new Date(), viewerTimeZone())) return;
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), chatLimits.operatingHoursWarningMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, check };
}
