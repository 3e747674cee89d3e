import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the app made to the Graph API, as the stand-in received it. */
export interface GraphCall {
  path: string;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    text?: { body: string };
    template?: { name: string; language: { code: string } };
  };
}

export interface GraphStandIn {
  /** What WHATSAPP_GRAPH_URL points at. */
  url: string;
  /** The calls it accepted, oldest first. */
  calls: GraphCall[];
  /** Calls refused for a wrong bearer token or a missing `messaging_product: whatsapp`. */
  refused: number;
  close(): Promise<void>;
}

/**
 * A local stand-in for the Cloud API's `POST /{phone-number-id}/messages` (node:http on
 * 127.0.0.1:0): it checks the bearer token and the payload, records each call and answers as
 * Meta does, with a new `wamid`.
 */
export async function startGraphStandIn(token: string): Promise<GraphStandIn> {
  const calls: GraphCall[] = [];
  const state = { refused: 0 };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as GraphCall['body'];
      const valid =
        request.method === 'POST' &&
        request.headers.authorization === `Bearer ${token}` &&
        body.messaging_product === 'whatsapp';
      response.setHeader('content-type', 'application/json');
      if (!valid) {
        state.refused += 1;
        response.statusCode = 401;
        response.end(JSON.stringify({ error: { message: 'refused', code: 190 } }));
        return;
      }
      calls.push({ path: request.url ?? '', body });
      response.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.out-${calls.length}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v-test`,
    calls,
    get refused() {
      return state.refused;
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
