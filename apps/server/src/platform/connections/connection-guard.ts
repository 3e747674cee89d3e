import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { addressKey } from '../http/address-key';
import type { HttpLimits } from './http-limits';

/** A refusal is logged at most this often, so a flood does not flood the log too. */
const REFUSAL_LOG_MS = 60_000;

/**
 * Caps the connections of the whole server and of each client address (ADR 182). Over the cap
 * a connection is closed before a byte of it is read.
 */
export function guardConnections(
  server: Server,
  limits: Pick<HttpLimits, 'maxConnections' | 'maxConnectionsPerAddress'>,
  isTrustedPeer: (address: string) => boolean,
  log: FastifyBaseLogger,
): void {
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  let lastLogged = 0;
  const noteRefusal = (reason: string) => {
    if (Date.now() - lastLogged < REFUSAL_LOG_MS) return;
    lastLogged = Date.now();
    log.warn({ reason }, 'connections refused');
  };
  // Node closed it already (maxConnections).
  server.on('drop', () => noteRefusal('the server holds its maximum of connections'));
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedPeer(address)) return;
    const key = addressKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      noteRefusal(`${key} holds its maximum of connections`);
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
