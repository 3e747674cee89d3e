import { whatsappRequiredEnv } from '@sehat/core/whatsapp/settings';
import { DEFAULT_API_VERSION } from 'whatsapp-api-js/types';
import { z } from 'zod';

/** The WhatsApp Cloud API channel (ADR 227); undefined while any required variable is unset. */
export interface WhatsappConfig {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  /** The versioned Graph API base URL, without a trailing slash. */
  graphUrl: string;
  /** The approved template sent more than 24 hours after the person's last message, else none. */
  followupTemplate: string | null;
  /** How long one Graph API call may take, its body included (default `graphTimeoutMs`). */
  graphTimeoutMs?: number;
}

/**
 * A medium is downloaded before the webhook answers: a Graph API that hangs must not hold the
 * answer until Meta gives up and delivers again, and again.
 */
export const graphTimeoutMs = 10_000;

/** The library's own Graph URL: the default, and what `graphUrl` stands in for. */
export const libraryGraphUrl = `https://graph.facebook.com/${DEFAULT_API_VERSION}`;

const secret = z.string().trim().min(1).max(512);

export const whatsappEnvShape = {
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'must be the digits Meta shows')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: secret.optional(),
  WHATSAPP_APP_SECRET: secret.optional(),
  WHATSAPP_VERIFY_TOKEN: secret.optional(),
  WHATSAPP_GRAPH_URL: z.url({ protocol: /^https?$/ }).optional(),
  WHATSAPP_FOLLOWUP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower-case letters, digits, _)')
    .optional(),
};

type WhatsappEnv = { [K in keyof typeof whatsappEnvShape]?: string | undefined };

export function whatsappConfigFrom(env: WhatsappEnv): WhatsappConfig | undefined {
  if (whatsappRequiredEnv.some((name) => env[name] === undefined)) return undefined;
  return {
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    accessToken: env.WHATSAPP_ACCESS_TOKEN!,
    appSecret: env.WHATSAPP_APP_SECRET!,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
    graphUrl: (env.WHATSAPP_GRAPH_URL ?? libraryGraphUrl).replace(/\/+$/, ''),
    followupTemplate: env.WHATSAPP_FOLLOWUP_TEMPLATE ?? null,
  };
}
