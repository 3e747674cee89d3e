/** The WhatsApp Cloud API channel (api.md "WhatsApp", ADR 227): names and rules every side reads. */

/** The four variables that switch the channel on; with any of them unset it is off. */
export const whatsappRequiredEnv = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** Where Meta delivers the webhook (the same path answers the GET handshake). */
export const whatsappWebhookPath = '/api/channels/whatsapp/webhook';

/** After this long since the person's last message WhatsApp only lets a template through. */
export const whatsappReplyWindowMs = 24 * 60 * 60 * 1000;

/** The template's language: the site speaks Indonesian. */
export const whatsappTemplateLanguage = 'id';

/** Where a conversation came from. */
export const conversationChannels = ['web', 'whatsapp'] as const;
export type ConversationChannel = (typeof conversationChannels)[number];

/** What Meta's status webhooks say of an outgoing message. */
export const deliveryStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
