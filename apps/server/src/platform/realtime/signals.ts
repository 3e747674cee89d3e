import { liveEvents, type LiveEventInput, type SignalLiveEventName } from '@sehat/core/realtime/live-events';
import { audienceOfEvent, parseAudience, type Audience } from './audience';
import { notify, type SqlExecutor } from './event-bus';

/** The NOTIFY channel of live events that are not stored (core's `stored: false`). */
export const LIVE_SIGNALS_CHANNEL = 'live_signals';

/** A live event for the streams open now, on every instance; nothing is stored or replayed. */
type NewLiveSignal = {
  [N in SignalLiveEventName]: {
    type: N;
    data: LiveEventInput<N>;
    /** Whom it is about (a conversation's user): core's audience of the type says who hears it. */
    userId: number;
    /** Their own streams are not told what they did themselves. */
    senderId: number;
  };
}[SignalLiveEventName];

/** The NOTIFY payload: the signal with the audience it reaches. */
type LiveSignal = Omit<NewLiveSignal, 'userId'> & { audience: Audience };

export function sendLiveSignal(executor: SqlExecutor, { userId, ...signal }: NewLiveSignal): Promise<void> {
  const sent: LiveSignal = { ...signal, audience: audienceOfEvent(signal.type, userId) };
  return notify(executor, LIVE_SIGNALS_CHANNEL, JSON.stringify(sent));
}

export function parseLiveSignal(payload: string): LiveSignal | null {
  try {
    const signal = JSON.parse(payload) as Partial<Record<keyof LiveSignal, unknown>>;
    const audience = parseAudience(signal.audience);
    const { type, senderId } = signal;
    if (!audience || typeof senderId !== 'number' || !isSignalName(type)) return null;
    const data = liveEvents[type].data.safeParse(signal.data);
    return data.success ? { type, data: data.data, audience, senderId } : null;
  } catch {
    return null;
  }
}

function isSignalName(type: unknown): type is SignalLiveEventName {
  return (
    typeof type === 'string' &&
    Object.hasOwn(liveEvents, type) &&
    !liveEvents[type as keyof typeof liveEvents].stored
  );
}
