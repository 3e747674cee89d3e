import autocannon from 'autocannon';
import Fastify from 'fastify';

/** Seconds per row (BENCH_SECONDS); 5 by default. */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

export interface Measured {
  rps: number;
  p99: number;
  non2xx: number;
}

/**
 * 20 connections for `seconds` (or `request.duration`) against one URL, from this process (as
 * every row is measured).
 */
export async function measure(
  url: string,
  headers: Record<string, string> = {},
  request: { method?: 'GET' | 'POST'; body?: string; duration?: number } = {},
): Promise<Measured> {
  const { duration = seconds, ...sent } = request;
  const result = await autocannon({ url, headers, ...sent, connections: 20, duration });
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
