import type { PushPayload } from '@sehat/core/push/schemas';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import { serverKey } from '../security/server-keys';
import { isP256PublicKey } from './p256-key';

/** Where a push goes: a subscription's endpoint and its RFC 8291 keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `gone`: the push service says the subscription no longer exists (404/410), or its key is no
 * P-256 point (saved before keys were checked) and nothing can ever be encrypted to it: forget it.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushSender: PushSender;
  }
}

/** A push notice is worth a day on the push service; after that it would only confuse. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 15_000;

/**
 * Web push through the `web-push` library: payloads encrypted per RFC 8291 (aes128gcm), requests
 * signed with VAPID (RFC 8292) by a key pair made once and kept in the database for every
 * instance (ADR 133).
 */
export default fp<{ subject: string }>(
  async (app, { subject }) => {
    const keys = await serverKey(app.db, 'vapid', () => ({ ...webpush.generateVAPIDKeys() }));
    const options = {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm' as const,
      urgency: 'normal' as const,
    };
    const sender: PushSender = {
      publicKey: keys.publicKey,
      async send(target, payload) {
        if (!isP256PublicKey(target.p256dh)) return 'gone';
        // web-push encrypts and signs; the request is ours: never following a redirect (the
        // endpoint was checked, where it points was not), with a deadline.
        const subscription = {
          endpoint: target.endpoint,
          keys: { p256dh: target.p256dh, auth: target.auth },
        };
        try {
          const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), options);
          const response = await fetch(request.endpoint, {
            method: 'POST',
            headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
            body: request.body,
            redirect: 'manual',
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          await response.body?.cancel();
          if (response.status === 404 || response.status === 410) return 'gone';
          if (response.ok) return 'sent';
          app.log.warn({ status: response.status }, 'push service refused a push');
        } catch (error) {
          app.log.warn({ error: (error as Error).message }, 'push service not reached');
        }
        return 'failed';
      },
    };
    app.decorate('pushSender', sender);
  },
  { name: 'push-sender', dependencies: ['db'] },
);
