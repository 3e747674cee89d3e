/** Query key of `GET /api/auth/session`, kept apart so the api client can invalidate it. */
export const sessionQueryKey = ['auth', 'session'] as const;
