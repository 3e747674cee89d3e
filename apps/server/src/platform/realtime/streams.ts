import { chatLimits } from '@sehat/core/chat/limits';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../../db/schema/index';
import { serviceUnavailable } from '../http/errors';
import { isEndedBy, parseSessionEnded, SESSION_ENDED_CHANNEL } from '../sessions/session-events';
import { parseAudience, reaches, type Viewer } from './audience';
import { LIVE_EVENTS_CHANNEL, type LiveEventHint } from './event-log';
import { LIVE_SIGNALS_CHANNEL, parseLiveSignal } from './signals';
import { SseWriter } from './sse';

interface LiveStream {
  viewer: Viewer;
  sessionId: string;
  lastId: number;
  writer: SseWriter;
  pumping: boolean;
  pumpAgain: boolean;
}

export interface LiveStreams {
  /**
   * Turns the request into this viewer's event stream, resuming after `lastEventId` when the
   * client sends one (Last-Event-ID), else starting from now.
   */
  open(request: FastifyRequest, reply: FastifyReply, lastEventId: number | null): Promise<void>;
  /** Open streams in this process. */
  readonly count: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

const BATCH = 200;

function parseHint(payload: string): LiveEventHint | null {
  try {
    const hint = JSON.parse(payload) as Partial<LiveEventHint>;
    const audience = parseAudience(hint.audience);
    return typeof hint.id === 'number' && audience ? { id: hint.id, audience } : null;
  } catch {
    return null;
  }
}

/**
 * The open SSE streams of this process. A NOTIFY only hints that something happened; each
 * stream then reads its own events after the last id it sent, so an event is delivered once,
 * in order, whether it was hinted, caught up after a lost listener, or found by the heartbeat.
 */
export default fp<{ heartbeatMs: number }>(
  async (app, { heartbeatMs }) => {
    const streams = new Set<LiveStream>();

    const pump = async (stream: LiveStream) => {
      if (stream.pumping) {
        stream.pumpAgain = true;
        return;
      }
      stream.pumping = true;
      try {
        do {
          stream.pumpAgain = false;
          let batch;
          do {
            batch = await app.liveEvents.listAfter(stream.viewer, stream.lastId, BATCH);
            for (const event of batch) {
              if (stream.writer.closed) return;
              stream.writer.send({ id: event.id, event: event.type, data: event.data });
              stream.lastId = event.id;
            }
          } while (batch.length === BATCH);
        } while (stream.pumpAgain && !stream.writer.closed);
      } catch (error) {
        // The heartbeat pumps again; nothing is skipped because lastId did not move.
        if (!stream.writer.closed) app.log.warn({ err: error }, 'reading live events for a stream failed');
      } finally {
        stream.pumping = false;
      }
    };

    const sessionStillValid = async (stream: LiveStream) => {
      const [row] = await app.db
        .select({ role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, stream.sessionId), gt(sessions.expiresAt, sql`now()`)));
      return row?.role === stream.viewer.role;
    };

    const heartbeat = async (stream: LiveStream) => {
      stream.writer.comment('ping');
      try {
        if (!(await sessionStillValid(stream))) return stream.writer.end();
      } catch (error) {
        app.log.warn({ err: error }, 'checking the session of a live stream failed');
      }
      await pump(stream);
    };

    /**
     * A session holds at most a few streams (tabs) here: the oldest beyond them is told it was
     * superseded, so its browser does not reconnect, and ends (ADR 62).
     */
    const endOldestOfSession = (sessionId: string) => {
      const ofSession = [...streams].filter((s) => s.sessionId === sessionId);
      for (const old of ofSession.slice(0, -chatLimits.streamsPerSession)) {
        old.writer.send({ id: old.lastId, event: 'superseded', data: {} });
        old.writer.end();
      }
    };

    const unsubscribeEvents = await app.eventBus.subscribe(LIVE_EVENTS_CHANNEL, {
      onNotify(payload) {
        const hint = parseHint(payload);
        for (const stream of streams) {
          if (!hint || (reaches(hint.audience, stream.viewer) && hint.id > stream.lastId)) void pump(stream);
        }
      },
      onReconnect() {
        for (const stream of streams) void pump(stream);
      },
    });
    const unsubscribeSignals = await app.eventBus.subscribe(LIVE_SIGNALS_CHANNEL, {
      onNotify(payload) {
        const signal = parseLiveSignal(payload);
        if (!signal) return;
        for (const { viewer, writer } of streams) {
          if (reaches(signal.audience, viewer) && viewer.id !== signal.senderId)
            writer.sendLive(signal.type, signal.data);
        }
      },
    });
    const unsubscribeSessions = await app.eventBus.subscribe(SESSION_ENDED_CHANNEL, {
      onNotify(payload) {
        const ended = parseSessionEnded(payload);
        if (!ended) return;
        for (const stream of streams) {
          if (isEndedBy(ended, { sessionId: stream.sessionId, userId: stream.viewer.id }))
            stream.writer.end();
        }
      },
    });

    app.decorate('liveStreams', {
      get count() {
        return streams.size;
      },
      async open(request, reply, lastEventId) {
        // Shutting down: the browser reconnects, to an instance that stays.
        if (app.availability.draining) throw serviceUnavailable();
        const user = request.user!;
        const latest = await app.liveEvents.latestId();
        const writer = new SseWriter(reply, chatLimits.pollIntervalMs);
        // The client may have gone while we asked the database.
        if (writer.closed) return;
        const stream: LiveStream = {
          viewer: { id: user.id, role: user.role },
          sessionId: request.sessionId!,
          // An id from the future (or another database) would silence the stream: clamp it.
          lastId: lastEventId === null ? latest : Math.min(lastEventId, latest),
          writer,
          pumping: false,
          pumpAgain: false,
        };
        const timer = setInterval(() => void heartbeat(stream), heartbeatMs);
        writer.onClose(() => {
          clearInterval(timer);
          streams.delete(stream);
        });
        streams.add(stream);
        endOldestOfSession(stream.sessionId);
        // The browser remembers this id, so even a stream that saw no event resumes exactly.
        writer.send({ id: stream.lastId, event: 'ready', data: {} });
        await pump(stream);
      },
    });

    // Streams never hold the server open: they end before it stops accepting connections,
    // and browsers reconnect (to another instance) with their Last-Event-ID.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.writer.end();
    });
    app.addHook('onClose', async () => {
      await unsubscribeEvents();
      await unsubscribeSignals();
      await unsubscribeSessions();
    });
  },
  { name: 'live-streams', dependencies: ['db', 'event-bus', 'live-events', 'availability'] },
);
