import type { Request } from './scenarios';

export interface Checked {
  /** What autocannon would count as a success but is not, as a sentence. */
  problem?: string;
  /** The answer's body size, uncompressed. */
  bytes: number;
}

/** Sends `request` once and checks its answer. */
export async function checkOnce(
  base: string,
  request: Request,
  side: 'peer' | 'ours',
  expectedRows?: number,
): Promise<Checked> {
  const person = request.crowd?.[0];
  const response = await fetch(`${base}${request.path}`, {
    method: request.method ?? 'GET',
    headers: {
      ...request.headers,
      ...(person ? { 'x-forwarded-for': person.address, cookie: person.cookie } : {}),
    },
    body: typeof request.body === 'function' ? request.body() : request.body,
  });
  const text = await response.text();
  const bytes = Buffer.byteLength(text);
  const failed = (problem: string) => ({ problem, bytes });
  if (!response.ok) return failed(`${response.status}: ${text.slice(0, 300)}`);
  if (side === 'ours') return { bytes };
  // The peer answers 200 for its own failures and PHP warnings would sit before the JSON.
  let body: { success?: boolean; data?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return failed(`not JSON: ${text.slice(0, 300)}`);
  }
  if (body.success !== true) return failed(`success is not true: ${text.slice(0, 300)}`);
  if (expectedRows !== undefined && (!Array.isArray(body.data) || body.data.length !== expectedRows)) {
    return failed(
      `expected ${expectedRows} rows, got ${Array.isArray(body.data) ? body.data.length : 'none'}`,
    );
  }
  return { bytes };
}
