import type { FastifyInstance } from 'fastify';

/** Requests already received get this long to finish after SIGTERM; then they are cut. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * Between the start of a drain and the closing of idle connections: a request sent on a
 * kept-alive connection just before may still wait, unread, in the socket (the event loop was
 * busy, as it is while PGlite runs a statement). Closing its connection as idle would reset it.
 */
export const DRAIN_SETTLE_MS = 250;

/**
 * A graceful stop. Health answers 503 and every answer closes its connection; requests already
 * on their way over kept-alive connections are read (DRAIN_SETTLE_MS); open chat streams end (browsers resume on another instance from their Last-Event-ID); the listener
 * closes, so no new connection is accepted; requests already received finish; whatever still
 * runs after the grace period is cut. Then the database closes (the app's onClose hooks).
 */
export async function drain(app: FastifyInstance, graceMs = DRAIN_GRACE_MS): Promise<void> {
  app.availability.draining = true;
  // Every answer from now on closes its connection; what already arrived is read and answered.
  await new Promise((resolve) => setTimeout(resolve, DRAIN_SETTLE_MS));
  const cut = setTimeout(() => {
    app.log.warn('requests still running after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
