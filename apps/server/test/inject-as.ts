import { beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createAdmin, type Account, type TestApp } from './helper';

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

/**
 * An admin of the file's app, created and logged in before its tests (the object's fields are
 * filled in then), and a caller that sends as them.
 */
export function useAdmin(t: TestApp): { admin: Account; call: Caller } {
  const admin = {} as Account;
  beforeAll(async () => {
    Object.assign(admin, await createAdmin(t.app));
  });
  return { admin, call: (method, url, payload) => injectAs(t.app, admin)(method, url, payload) };
}
