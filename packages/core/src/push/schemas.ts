import { z } from 'zod';
import { pushMessages } from './messages';

const base64url = (bytes: number) =>
  z
    .string({ error: pushMessages.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: pushMessages.invalidSubscription })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, {
      error: pushMessages.invalidSubscription,
    });

const endpoint = z
  .string({ error: pushMessages.invalidSubscription })
  .max(2000, { error: pushMessages.invalidSubscription })
  .url({ error: pushMessages.invalidSubscription });

/** A browser's PushSubscription (its toJSON()): RFC 8291 needs the P-256 key and auth secret. */
export const pushSubscriptionBodySchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: pushMessages.invalidSubscription }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives (decrypted): nothing a lock screen must not show. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of this site. */
  link: z.string(),
  /** Notifications of one kind replace each other on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
