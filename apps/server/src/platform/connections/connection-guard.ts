import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { addressKey } from '../http/address-key';
import type { HttpLimits } from './http-limits';

/** A refusal is logged at most this often, so a flood does not flood the log too. */
const REFUSAL_LOG_MS = 60_000;

/** A client's connection: how many of its requests are being answered, and since when none is. */
interface Held {
  socket: Socket;
  answering: number;
  idleSince: number;
}

/** The one of `held` waiting longest with no request being answered, if any. */
function longestIdle(held: Iterable<Held>): Held | undefined {
  let found: Held | undefined;
  for (const connection of held) {
    if (connection.answering === 0 && (!found || connection.idleSince < found.idleSince)) found = connection;
  }
  return found;
}

/**
 * Caps the connections of the whole server and of each client address (ADR 182). An address at
 * its cap gets a new connection in place of its longest-idle one (kept alive after its answer,
 * or never sent a whole request): one client holding idle connections cannot shut out the others
 * behind its address (a school, a carrier's CGNAT, ADR 213). Only when every one of them is
 * being answered is the new one closed, before a byte of it is read.
 */
export function guardConnections(
  server: Server,
  limits: Pick<HttpLimits, 'maxConnections' | 'maxConnectionsPerAddress'>,
  isTrustedPeer: (address: string) => boolean,
  log: FastifyBaseLogger,
): void {
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, Set<Held>>();
  const heldBy = new WeakMap<Socket, Held>();
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
    const held = open.get(key) ?? new Set<Held>();
    if (held.size >= limits.maxConnectionsPerAddress) {
      const idle = longestIdle(held);
      if (!idle) {
        socket.destroy();
        noteRefusal(`${key} holds its maximum of connections, all of them answering`);
        return;
      }
      held.delete(idle);
      idle.socket.destroy();
    }
    const connection: Held = { socket, answering: 0, idleSince: Date.now() };
    held.add(connection);
    open.set(key, held);
    heldBy.set(socket, connection);
    socket.once('close', () => {
      held.delete(connection);
      if (held.size === 0 && open.get(key) === held) open.delete(key);
    });
  });
  server.on('request', (request, response) => {
    const connection = heldBy.get(request.socket);
    if (!connection) return;
    connection.answering += 1;
    response.once('close', () => {
      connection.answering -= 1;
      connection.idleSince = Date.now();
    });
  });
}
