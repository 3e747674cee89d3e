import fp from 'fastify-plugin';
import type { Outage } from './unavailable';

export interface Availability {
  /** Remembers an outage a request ran into (the error handler reports each one). */
  record(outage: Outage): void;
  /**
   * A write refused by a full or failing disk within the last minute. A health probe alone
   * cannot see a full disk (a small write may still fit), so real failures count too.
   */
  recentWriteFailure(): Outage | undefined;
  /** A real write of that kind succeeded: the failure remembered before it is over. */
  recovered(outage: Outage): void;
  /** True once the process has begun to shut down: health answers 503 so balancers move on. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    availability: Availability;
  }
}

const WRITE_FAILURE_MEMORY_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    const lastWriteFailure = new Map<Outage, number>();
    const availability: Availability = {
      draining: false,
      record(outage) {
        if (outage !== 'database-unreachable') lastWriteFailure.set(outage, Date.now());
      },
      recentWriteFailure() {
        const since = Date.now() - WRITE_FAILURE_MEMORY_MS;
        for (const [outage, at] of lastWriteFailure) if (at > since) return outage;
        return undefined;
      },
      recovered(outage) {
        lastWriteFailure.delete(outage);
      },
    };
    app.decorate('availability', availability);
    // While draining, every answer closes its connection, so clients send the next request
    // to another instance and the server can stop without cutting anyone off.
    app.addHook('onSend', async (_request, reply) => {
      if (availability.draining) reply.header('connection', 'close');
    });
    // A request that changes something committed its transaction: the database takes writes
    // again, so health need not wait out the minute (a freed disk is healthy at once).
    app.addHook('onResponse', async (request, reply) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
        availability.recovered('database-unwritable');
      }
    });
  },
  { name: 'availability' },
);
