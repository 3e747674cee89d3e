import type { FastifyInstance } from 'fastify';

/** Requests already received get this long to finish after SIGTERM; then they are cut. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * A graceful stop. Health answers 503 and every answer closes its connection; open chat
 * streams end (browsers resume on another instance from their Last-Event-ID); the listener
 * closes, so no new connection is accepted; requests already received finish; whatever still
 * runs after the grace period is cut. Then the database closes (the app's onClose hooks).
 */
export async function drain(app: FastifyInstance, graceMs = DRAIN_GRACE_MS): Promise<void> {
  app.availability.draining = true;
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
