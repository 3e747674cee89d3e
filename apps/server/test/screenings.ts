import type { FastifyInstance } from 'fastify';

/** Posts answers to a screening, as a visitor or with an account's session (and from an address). */
export function submitScreening(
  app: FastifyInstance,
  code: string,
  payload: unknown,
  { cookie, ip }: { cookie?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/screenings/${code}/submissions`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** PHQ-9 answers: `first` on item 1, `item9` on item 9, 0 elsewhere. */
export const phq9Answers = (first: number, item9 = 0) => [first, 0, 0, 0, 0, 0, 0, 0, item9];
