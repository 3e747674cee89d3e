import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { serverKey } from '../security/server-keys';
import { newToken } from '../security/tokens';
import { isApiRequest } from './api-route';

/**
 * A random name for the browser, signed by the server, so the flood guard can count each browser
 * behind a shared address (a school, a carrier's CGNAT) apart (ADR 213). It holds nothing else,
 * is stored nowhere, and ends when the browser closes.
 */
export const BROWSER_COOKIE = 'peramban';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The name the request's browser cookie proves, or null without a valid one. Checked when
     * first asked for: only the flood guard and the answer that may give a cookie ask, and only
     * for a request with no account (ADR 257).
     */
    readonly browser: string | null;
  }
}

const sign = (secret: string, name: string) =>
  createHmac('sha256', secret).update(`browser\n${name}`).digest('base64url');

/** The name `cookie` carries when the server signed it, else undefined (absent, forged, cut). */
function browserNameOf(secret: string, cookie: string | undefined): string | undefined {
  const [name, mac, rest] = cookie?.split('.') ?? [];
  if (!name || !mac || rest !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, name));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? name : undefined;
}

/** A cookie a shared cache could keep would give one name to every browser behind it. */
const cacheable = (reply: FastifyReply) => /\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''));

export default fp<{ cookieSecure: AppConfig['cookieSecure'] }>(
  async (app, { cookieSecure }) => {
    // One secret for every instance: a cookie one of them gave is known to the others.
    const { secret } = await serverKey(app.db, 'browser-cookie', () => ({ secret: newToken(32) }));
    const proven = new WeakMap<FastifyRequest, string | null>();
    app.decorateRequest('browser', {
      getter(this: FastifyRequest) {
        let name = proven.get(this);
        if (name === undefined) {
          name = browserNameOf(secret, this.cookies[BROWSER_COOKIE]) ?? null;
          proven.set(this, name);
        }
        return name;
      },
    });

    // Given only with an answer the flood guard let through, so an address gets no more names a
    // minute than it has requests (a refused flood collects none); never to a logged-in request,
    // which the flood guard counts by its account (ADR 257).
    app.addHook('onSend', async (request, reply) => {
      if (request.user || !isApiRequest(request) || reply.statusCode === 429 || cacheable(reply)) return;
      if (request.browser) return;
      const name = newToken(12);
      reply.setCookie(BROWSER_COOKIE, `${name}.${sign(secret, name)}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure,
      });
    });
  },
  { name: 'browser-cookie', dependencies: ['db', 'cookie'] },
);
