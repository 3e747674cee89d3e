import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export type Caller = (
  method: NonNullable<InjectOptions['method']>,
  url: string,
  payload?: InjectOptions['payload'],
) => Promise<LightMyRequestResponse>;

/** Calls the API with an account's session cookie (or as a visitor for `null`). */
export function injectAs(app: FastifyInstance, account: { cookie: string } | null): Caller {
  return (method, url, payload) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: account ? { cookie: account.cookie } : {},
    });
}
