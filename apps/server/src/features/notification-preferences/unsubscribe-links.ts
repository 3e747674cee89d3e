import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '@sehat/core/notifications/limits';
import fp from 'fastify-plugin';
import { serverKey } from '../../platform/security/server-keys';

export interface UnsubscribeLinks {
  /** The List-Unsubscribe address of a notification mail of `kind` to `userId`. */
  linkFor(userId: number, kind: NotificationKind): string;
  /** Who and which kind a token names, if the server signed it. */
  read(token: string): { userId: number; kind: NotificationKind } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    unsubscribeLinks: UnsubscribeLinks;
  }
}

/** The API path a mail client posts to (RFC 8058 one-click); `siteOrigin` goes before it. */
export const unsubscribePath = '/api/notification-preferences/unsubscribe';

/**
 * Unsubscribe links that work without logging in (a mail client calls them): the user and kind,
 * signed with a secret every instance shares from the database. They never expire; all one can
 * do with one is turn that kind's e-mails off.
 */
export default fp<{ siteOrigin: string }>(
  async (app, { siteOrigin }) => {
    const { secret } = await serverKey(app.db, 'unsubscribe', () => ({
      secret: randomBytes(32).toString('base64url'),
    }));
    const sign = (message: string) => createHmac('sha256', secret).update(message).digest('base64url');

    const links: UnsubscribeLinks = {
      linkFor(userId, kind) {
        const message = `${userId}.${kind}`;
        return `${siteOrigin}${unsubscribePath}?token=${message}.${sign(message)}`;
      },
      read(token) {
        const [user, kind, signature] = token.split('.');
        if (!user || !kind || !signature || !/^\d{1,10}$/.test(user)) return null;
        if (!(notificationKinds as readonly string[]).includes(kind)) return null;
        const expected = Buffer.from(sign(`${user}.${kind}`));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
        return { userId: Number(user), kind: kind as NotificationKind };
      },
    };
    app.decorate('unsubscribeLinks', links);
  },
  { name: 'unsubscribe-links', dependencies: ['db'] },
);
