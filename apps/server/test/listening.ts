import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Serves the app on a free local port (streams need real HTTP, not inject); returns its URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
