import { presenceLimits, type PresenceUpdate } from '@sehat/core/chat/counsellor-service';
import { useEffect } from 'react';
import { isIdle, markActivity } from '../utils/activity';

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * While an admin tab is open it tells the server so, at once and every `renewMs`, saying whether
 * the counsellor is idle (docs/decisions/0191). When the last tab closes the renewals stop and
 * the server counts them offline within `lastsMs`; idle, away.
 */
export function usePresenceRenewal(renew: (update: PresenceUpdate) => void): void {
  useEffect(() => {
    const onActivity = () => {
      const wasIdle = isIdle();
      markActivity();
      // Back at the keyboard: online again now, not at the next renewal.
      if (wasIdle) renew({ idle: false });
    };
    markActivity();
    renew({ idle: false });
    const timer = window.setInterval(() => renew({ idle: isIdle() }), presenceLimits.renewMs);
    for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      window.clearInterval(timer);
      for (const type of activityEvents) window.removeEventListener(type, onActivity);
    };
  }, [renew]);
}
