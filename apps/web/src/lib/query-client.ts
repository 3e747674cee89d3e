import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * Client errors (4xx) will not change on retry; network and 5xx errors may, unless the browser
 * knows it is offline: then a page shows its offline state at once instead of after retries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.isNetworkError && !navigator.onLine) return false;
  return failureCount < 2;
}

/**
 * networkMode 'always': when the browser reports offline, requests still run and fail with
 * the spec's connection message instead of waiting silently (TanStack's default pauses them).
 * The server's render of a page makes one client per request and never retries: a failed
 * request is left for the browser to make again (ADR 53).
 */
export function createQueryClient(side: 'browser' | 'server'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: side === 'browser' ? shouldRetry : false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The browser's one cache. */
export const queryClient = createQueryClient('browser');
