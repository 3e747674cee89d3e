import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the app made to the Graph API, as the stand-in received it. */
export interface GraphCall {
  method: string;
  /** With the query string. */
  path: string;
  /** A POST's JSON; `{}` for a GET. */
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    text?: { body: string };
    template?: { name: string; language: { code: string } };
  };
}

/** A medium a person sent, as Meta keeps it for the business to download. */
export interface GraphMedium {
  mime: string;
  bytes: Buffer;
  /** The `file_size` the description states; the real size unless set. */
  declaredSize?: number;
  /** `lookup`: `GET /{media-id}` answers an error as Meta does; `bytes`: its URL answers 500. */
  fail?: 'lookup' | 'bytes';
  /** `GET /{media-id}` answers only after this long. */
  delayMs?: number;
}

export interface GraphStandIn {
  /** What WHATSAPP_GRAPH_URL points at. */
  url: string;
  /** The calls it accepted, oldest first. */
  calls: GraphCall[];
  /** Calls refused for a wrong bearer token or a missing `messaging_product: whatsapp`. */
  refused: number;
  /** The media it serves, by media id: add one before delivering a message that names it. */
  media: Map<string, GraphMedium>;
  close(): Promise<void>;
}

const VERSION_PATH = '/v-test';
const BYTES_PATH = '/lookaside/';

const json = (response: ServerResponse, status: number, body: object) => {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};

/**
 * A local stand-in for the Cloud API (node:http on 127.0.0.1:0): `POST /{phone-number-id}/messages`
 * answers as Meta does with a new `wamid`; `GET /{media-id}` describes a medium (its URL, type and
 * size) and that URL serves its bytes. Every call must carry the bearer token; each accepted one
 * is recorded.
 */
export async function startGraphStandIn(token: string): Promise<GraphStandIn> {
  const calls: GraphCall[] = [];
  const media = new Map<string, GraphMedium>();
  const state = { refused: 0 };
  let origin = '';

  const refuse = (response: ServerResponse) => {
    state.refused += 1;
    json(response, 401, { error: { message: 'refused', code: 190 } });
  };

  const send = (request: IncomingMessage, response: ServerResponse, body: GraphCall['body']) => {
    if (body.messaging_product !== 'whatsapp') return refuse(response);
    calls.push({ method: 'POST', path: request.url ?? '', body });
    json(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.out-${calls.length}` }],
    });
  };

  const get = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    calls.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: {} });
    if (url.pathname.startsWith(BYTES_PATH)) {
      const medium = media.get(decodeURIComponent(url.pathname.slice(BYTES_PATH.length)));
      if (!medium || medium.fail === 'bytes') return json(response, 500, { error: 'unavailable' });
      response.setHeader('content-type', medium.mime);
      response.end(medium.bytes);
      return;
    }
    const id = decodeURIComponent(url.pathname.slice(`${VERSION_PATH}/`.length));
    const medium = media.get(id);
    if (!medium || medium.fail === 'lookup') {
      return json(response, 404, {
        error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 },
      });
    }
    const description = {
      messaging_product: 'whatsapp',
      url: `${origin}${BYTES_PATH}${encodeURIComponent(id)}`,
      mime_type: medium.mime,
      sha256: 'not-checked',
      file_size: medium.declaredSize ?? medium.bytes.length,
      id,
    };
    setTimeout(() => json(response, 200, description), medium.delayMs ?? 0);
  };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${token}`) return refuse(response);
      if (request.method === 'GET') return get(request, response);
      if (request.method !== 'POST') return refuse(response);
      send(request, response, JSON.parse(raw || '{}') as GraphCall['body']);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${VERSION_PATH}`,
    calls,
    get refused() {
      return state.refused;
    },
    media,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
