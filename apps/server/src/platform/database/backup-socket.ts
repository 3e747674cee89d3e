import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';

// Unix socket paths are limited to about 104 bytes.
const MAX_SOCKET_PATH = 100;

/** Where the process holding an embedded database answers backup requests. */
export function backupSocketPath(folder: string): string {
  const beside = `${folder}.sock`;
  if (beside.length <= MAX_SOCKET_PATH) return beside;
  const digest = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  return `${os.tmpdir()}/sehat-${digest}.sock`;
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * `GET /dump` on a Unix socket answers the running server's dump of its embedded database, so
 * `npm run backup` works while the server runs (nothing else may open the folder). Only users
 * who may write the socket file (mode 600: the server's own user) can ask.
 */
export async function serveBackupSocket(
  socketPath: string,
  dump: () => Promise<Uint8Array>,
  log: FastifyBaseLogger,
): Promise<BackupSocket> {
  // We hold the database lock, so a socket file left here is from a process that is gone.
  await rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/dump') {
      response.writeHead(404).end();
      return;
    }
    dump().then(
      (bytes) => {
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length });
        response.end(bytes);
        log.info({ bytes: bytes.length }, 'database dump sent for a backup');
      },
      (error: unknown) => {
        log.error({ err: error }, 'database dump for a backup failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}
