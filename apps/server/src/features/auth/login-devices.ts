import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { newToken } from '../../platform/security/tokens';

/** The cookie a browser keeps after logging in: proof it knew an account's password before. */
export const DEVICE_COOKIE = 'perangkat';
const DEVICE_DAYS = 180;
const DEVICE_MAX_AGE_S = DEVICE_DAYS * 24 * 60 * 60;

interface Account {
  id: number;
  passwordHash: string;
}

/**
 * Signed with the account's password hash (a secret that never leaves the server), so nothing
 * is stored, and a new password makes every earlier proof worthless.
 */
const signature = (account: Account, issuedAt: number, nonce: string) =>
  createHmac('sha256', account.passwordHash)
    .update(`login-device\n${account.id}\n${issuedAt}\n${nonce}`)
    .digest('base64url');

/**
 * The device's own name (its nonce) when the cookie is a live proof for `account`, else
 * undefined: another account's, forged, expired, or signed before a password change.
 */
export function recognisedDevice(cookie: string | undefined, account: Account): string | undefined {
  const [id, issued, nonce, mac] = cookie?.split('.') ?? [];
  if (!id || !issued || !nonce || !mac || Number(id) !== account.id) return undefined;
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || Date.now() / 1000 - issuedAt > DEVICE_MAX_AGE_S) return undefined;
  const expected = Buffer.from(signature(account, issuedAt, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : undefined;
}

/** Gives the browser that just logged in (or keeps) its proof for `account`, for 180 days. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  cookieSecure: AppConfig['cookieSecure'],
): void {
  const nonce = recognisedDevice(request.cookies[DEVICE_COOKIE], account) ?? newToken(12);
  const issuedAt = Math.floor(Date.now() / 1000);
  reply.setCookie(
    DEVICE_COOKIE,
    `${account.id}.${issuedAt}.${nonce}.${signature(account, issuedAt, nonce)}`,
    {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure,
      maxAge: DEVICE_MAX_AGE_S,
    },
  );
}
