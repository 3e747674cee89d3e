import pg from 'pg';
import { quotedChannel, type NotificationHandlers, type Unlisten } from './notifications';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
/** Past this a hung listener counts as lost: the caller falls back to assuming any change. */
const CAUGHT_UP_TIMEOUT_MS = 1_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'sehat-jiwa-listener';

export interface PgListener {
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
  /** See Database.caughtUp. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTEN on one dedicated connection outside the pool (a pooled connection would be handed
 * to other queries, and its LISTENs would leak or vanish). Connects on the first listen;
 * when the connection drops it reconnects with backoff, LISTENs again and tells every
 * subscriber to catch up, because notifications sent meanwhile were not delivered.
 */
export function createPgListener(connectionString: string): PgListener {
  const subscribers = new Map<string, Set<NotificationHandlers>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = RETRY_MIN_MS;
  let listened = new Set<string>();
  let closed = false;
  // Callers share the next round trip, which starts after every one of them asked.
  let nextRoundTrip: Promise<void> | null = null;
  let lastRoundTrip: Promise<void> = Promise.resolve();

  const everyone = () => [...subscribers.values()].flatMap((set) => [...set]);
  const report = (error: unknown) => everyone().forEach((h) => h.onError?.(error));

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void ensureConnected().catch(report);
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };

  const drop = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return;
    client = null;
    if (error) report(error);
    lost.end().catch(() => {});
    scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      for (const handlers of subscribers.get(message.channel) ?? []) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`LISTEN ${quotedChannel(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    listened = new Set(subscribers.keys());
    retryDelay = RETRY_MIN_MS;
    // Harmless on the first connection, essential after a drop or a failed start.
    everyone().forEach((h) => h.onReconnect?.());
  };

  /**
   * One statement at a time on the listening connection: pg only queues overlapping calls with a
   * deprecation warning, and its next major version refuses them (closing unlistens every
   * channel at once).
   */
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (on: pg.Client, text: string) => {
    const run = turn.then(() => on.query(text));
    turn = run.catch(() => {});
    return run;
  };

  /**
   * PostgreSQL signals a listener while the notifying transaction commits, and a backend sends
   * the notifications it was signalled before its next answer (ReadyForQuery): so once a
   * statement sent afterwards on this connection is answered, they have all been handled.
   */
  const roundTrip = async () => {
    nextRoundTrip = null;
    if (!client) throw new Error('not listening: notifications may be missed');
    await inTurn(client, 'select 1');
  };

  const ensureConnected = (): Promise<void> => {
    if (client) return Promise.resolve();
    connecting ??= connect()
      .catch((error: unknown) => {
        scheduleReconnect();
        throw error;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  return {
    async listen(channel, handlers) {
      const quoted = quotedChannel(channel);
      const set = subscribers.get(channel) ?? new Set();
      set.add(handlers);
      subscribers.set(channel, set);
      try {
        await ensureConnected();
        if (client && !listened.has(channel)) {
          listened.add(channel);
          await inTurn(client, `LISTEN ${quoted}`);
        }
      } catch (error) {
        // The subscription stands: the next connection LISTENs for it and calls onReconnect.
        handlers.onError?.(error);
      }
      return async () => {
        set.delete(handlers);
        if (set.size > 0 || subscribers.get(channel) !== set) return;
        subscribers.delete(channel);
        listened.delete(channel);
        if (client) await inTurn(client, `UNLISTEN ${quoted}`).catch(() => {});
      };
    },
    async caughtUp() {
      const trip = (nextRoundTrip ??= lastRoundTrip.then(roundTrip, roundTrip));
      lastRoundTrip = trip;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('listener did not answer in time')), CAUGHT_UP_TIMEOUT_MS);
      });
      try {
        await Promise.race([trip, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const last = client;
      client = null;
      subscribers.clear();
      await last?.end().catch(() => {});
    },
  };
}
