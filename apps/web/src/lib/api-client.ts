import type { AnswerName, AnswerOf } from '@sehat/core/contract/answers';
import { authApiPrefix } from '#web/config/paths';
import { ApiError, toApiError } from './api-error';
import { sessionQueryKey } from './auth/session-key';
import { queryClient } from './query-client';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  formData?: FormData;
  /** Sent as it is, with its content type: a file's own bytes (a CSV file, in its encoding). */
  text?: { body: string | Blob; contentType: string };
  signal?: AbortSignal;
};

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server's render of a page answers the same requests in-process. */
let transport: Transport = (path, init) => fetch(path, init);

/** Used once by the server's renderer (ADR 53): API requests go to the server's own routes. */
export function setApiTransport(send: Transport): void {
  transport = send;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one way the web app talks to the API: same-origin JSON with the session cookie.
 * Throws ApiError for every failure (status 0 = no connection). Named by `answer`, the body is
 * typed by core's schema of that answer, and in development and tests a body the schema does not
 * describe throws ApiContractError; the body is returned as it came either way, so both builds
 * behave the same.
 */
export async function apiRequest<Name extends AnswerName>(
  path: string,
  options: RequestOptions & { answer: Name },
): Promise<AnswerOf<Name>>;
export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { answer?: AnswerName } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.text) {
    headers['Content-Type'] = options.text.contentType;
    body = options.text.body;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toApiError(0, undefined);
  }

  const data = await readBody(response);
  if (!response.ok) {
    const apiError = toApiError(response.status, data);
    // The session ended elsewhere (expired, password changed): let the app re-check it.
    if (response.status === 401 && !path.startsWith(authApiPrefix)) {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    }
    throw apiError;
  }
  // Loaded only in development and tests: a production build drops this branch and the schemas.
  if ((import.meta.env.DEV || import.meta.env.MODE === 'test') && options.answer) {
    const { checkAnswer } = await import('./answer-check');
    checkAnswer(options.answer, data, `${options.method ?? 'GET'} ${path}`);
  }
  return data;
}

export { ApiError };
