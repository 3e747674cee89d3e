/** What a LISTEN subscriber is told. */
export interface NotificationHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotify(payload: string): void;
  /**
   * The listening connection was lost and is back: notifications sent meanwhile are gone,
   * so the subscriber should catch up from the database.
   */
  onReconnect?(): void;
  onError?(error: unknown): void;
}

/** Stops one subscription. */
export type Unlisten = () => Promise<void>;

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** Channel names are fixed lower-case identifiers in our code; anything else is a bug. */
export function assertChannelName(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

export function quotedChannel(channel: string): string {
  assertChannelName(channel);
  return `"${channel}"`;
}
