import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const whatsappTestSettings = {
  phoneNumberId: '1098765432',
  accessToken: 'test-access-token',
  appSecret: 'test-app-secret',
  verifyToken: 'test-verify-token',
};

const envelope = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'waba-1',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: {
              display_phone_number: '6281100000000',
              phone_number_id: whatsappTestSettings.phoneNumberId,
            },
            ...value,
          },
        },
      ],
    },
  ],
});

/** Meta's payload for a person's message of `type` with its part (`{text: {body}}`…). */
const messageDelivery = (from: string, wamid: string, type: string, part: object, name: string) =>
  envelope({
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ from, id: wamid, timestamp: String(Math.floor(Date.now() / 1000)), type, ...part }],
  });

/** Meta's payload for a person's text message. */
export function textDelivery(from: string, wamid: string, text: string, name = 'Sari') {
  return messageDelivery(from, wamid, 'text', { text: { body: text } }, name);
}

/** Meta's payload for a person's image (the bytes are the Graph API's, under `mediaId`). */
export function imageDelivery(from: string, wamid: string, mediaId: string, caption?: string) {
  const image = { id: mediaId, mime_type: 'image/jpeg', sha256: 'not-checked', caption };
  return messageDelivery(from, wamid, 'image', { image }, 'Sari');
}

/** Meta's payload for a person's voice note (`voice: true`), or an audio file they forwarded. */
export function audioDelivery(from: string, wamid: string, mediaId: string, voice = true) {
  const audio = { id: mediaId, mime_type: 'audio/ogg; codecs=opus', sha256: 'not-checked', voice };
  return messageDelivery(from, wamid, 'audio', { audio }, 'Sari');
}

/** Meta's payload for a status of an outgoing message. */
export function statusDelivery(wamid: string, status: string, to: string) {
  return envelope({
    statuses: [{ id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: to }],
  });
}

/** `X-Hub-Signature-256` as Meta computes it: HMAC-SHA256 of the raw body with the app secret. */
export function signatureOf(raw: string, secret = whatsappTestSettings.appSecret): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

/** POSTs a payload to the webhook, signed unless `signature` says otherwise (null: no header). */
export function deliver(app: FastifyInstance, payload: object, signature?: string | null) {
  const raw = JSON.stringify(payload);
  const header = signature === undefined ? signatureOf(raw) : signature;
  return app.inject({
    method: 'POST',
    url: '/api/channels/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'x-hub-signature-256': header }),
    },
    payload: raw,
  });
}
