import { ApiError } from '../api-error';

/** Worth sending again later: no answer, a server in trouble, or too many at once. */
export const isPassing = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.isNetworkError || error.status >= 500 || error.status === 429;
