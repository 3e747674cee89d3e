import { http, HttpResponse } from 'msw';
import { whatsappRequiredEnv } from '@sehat/core/whatsapp/settings';
import { apiPaths } from '#web/config/paths';

/** The service-hours screen also carries the WhatsApp card: its answer with the channel off. */
export const whatsappOff = http.get(apiPaths.adminWhatsapp, () =>
  HttpResponse.json({
    enabled: false,
    webhookUrl: 'http://localhost:3000/api/channels/whatsapp/webhook',
    required: [...whatsappRequiredEnv],
    followupTemplate: null,
  }),
);

/** The profile's WhatsApp card: the channel off and no number linked. */
export const whatsappUnlinked = http.get(apiPaths.profileWhatsapp, () =>
  HttpResponse.json({ enabled: false, linked: null }),
);
