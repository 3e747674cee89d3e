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

/** Meta's payload for a person's text message. */
export function textDelivery(from: string, wamid: string, text: string, name = 'Sari') {
  return envelope({
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [
      {
        from,
        id: wamid,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
  });
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
