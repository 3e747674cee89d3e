import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { Person } from './crowd';

/** Seconds per row (BENCH_SECONDS); 5 by default. */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

export interface Measured {
  rps: number;
  p99: number;
  non2xx: number;
}

/**
 * 20 connections for `seconds` (or `request.duration`) against one URL, from this process (as
 * every row is measured). With `crowd`, each request is one of those people's in turn: their
 * address (X-Forwarded-For) and their cookie. A `body` given as a function is made anew for
 * each request.
 */
export async function measure(
  url: string,
  headers: Record<string, string> = {},
  request: {
    method?: 'GET' | 'POST';
    body?: string | (() => string);
    duration?: number;
    crowd?: Person[];
  } = {},
): Promise<Measured> {
  const { duration = seconds, crowd, body, ...sent } = request;
  const freshBody = typeof body === 'function' ? body : undefined;
  let turn = 0;
  const setupRequest = (req: autocannon.Request) => {
    const person = crowd?.[turn++ % crowd.length];
    const own = person ? { 'x-forwarded-for': person.address, cookie: person.cookie } : {};
    return {
      ...req,
      headers: { ...req.headers, ...own },
      ...(freshBody ? { body: freshBody() } : {}),
    };
  };
  const result = await autocannon({
    url,
    headers,
    ...sent,
    ...(typeof body === 'string' ? { body } : {}),
    ...(crowd || freshBody ? { requests: [{ setupRequest }] } : {}),
    connections: 20,
    duration,
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** The ceiling: a raw Fastify hello-world on loopback, measured the same way in the same run. */
export async function measureHelloWorld(): Promise<Measured> {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const address = await hello.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await measure(address);
  } finally {
    await hello.close();
  }
}
