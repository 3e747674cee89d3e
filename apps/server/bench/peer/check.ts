import type { Request } from './scenarios';

/** Sends `request` once; what autocannon would count as a success but is not, as a sentence. */
export async function problemWith(
  base: string,
  request: Request,
  side: 'peer' | 'ours',
  expectedRows?: number,
): Promise<string | undefined> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (!response.ok) return `${response.status}: ${text.slice(0, 300)}`;
  if (side === 'ours') return undefined;
  // The peer answers 200 for its own failures and PHP warnings would sit before the JSON.
  let body: { success?: boolean; data?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `not JSON: ${text.slice(0, 300)}`;
  }
  if (body.success !== true) return `success is not true: ${text.slice(0, 300)}`;
  if (expectedRows !== undefined && (!Array.isArray(body.data) || body.data.length !== expectedRows)) {
    return `expected ${expectedRows} rows, got ${Array.isArray(body.data) ? body.data.length : 'none'}`;
  }
  return undefined;
}
