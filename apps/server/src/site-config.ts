import { chatLabels } from '@sehat/core/chat/messages';
import type { SiteContact } from '@sehat/core/site/schemas';
import { defaultSiteContact } from '@sehat/core/site/site-defaults';
import { z } from 'zod';

/** `none` switches an optional link off; anything else must be an http(s) address. */
const optionalLink = (fallback: string | null) =>
  z
    .union([z.literal('none'), z.url({ protocol: /^https?$/ })])
    .optional()
    .transform((value) => (value === 'none' ? null : (value ?? fallback)));

/** "0.5071,101.4478": latitude and longitude of the footer map's centre. */
const mapLocation = z
  .string()
  .regex(/^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/, 'must be "latitude,longitude"')
  .transform((value) => {
    const [lat, lon] = value.split(',').map(Number) as [number, number];
    return { lat, lon };
  })
  .refine(({ lat, lon }) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180, 'is outside the globe');

/** The site's own details, shown on every page (footer, chat header); see README. */
export const siteEnvShape = {
  COUNSELLOR_TEAM_NAME: z.string().trim().min(1).max(80).default(chatLabels.supportTeam),
  /**
   * How counsellors' messages are signed for the user: `first-name` (the counsellor's, the
   * default) or `team` (COUNSELLOR_TEAM_NAME on every message), ADR 116.
   */
  COUNSELLOR_SIGNATURE: z.enum(['first-name', 'team']).default('first-name'),
  /** The chat's first, automatic message; {name} becomes the user's name; `none` sends none. */
  CHAT_GREETING: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .default(chatLabels.defaultGreeting)
    .transform((value) => (value === 'none' ? null : value)),
  /** As written on screen, e.g. "+62 761 123456"; unset hides the phone line. */
  SITE_PHONE: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{3,22}[0-9]$/, 'must be a phone number, e.g. "+62 761 123456"')
    .optional(),
  SITE_EMAIL: z.email().default(defaultSiteContact.email),
  SITE_CITY: z.string().trim().min(1).max(80).default(defaultSiteContact.city),
  /** International number for WhatsApp, e.g. "6281234567890"; unset hides the link. */
  SITE_WHATSAPP: z
    .string()
    .regex(/^\+?[1-9][0-9]{6,14}$/, 'must be an international number, e.g. "6281234567890"')
    .optional(),
  SITE_INSTAGRAM_URL: optionalLink(defaultSiteContact.instagram),
  SITE_YOUTUBE_URL: optionalLink(defaultSiteContact.youtube),
  SITE_MAP_LOCATION: mapLocation.optional(),
};

type SiteEnv = z.output<z.ZodObject<typeof siteEnvShape>>;

export interface SiteConfig {
  counsellorTeam: string;
  counsellorSignature: 'first-name' | 'team';
  chatGreeting: string | null;
  contact: SiteContact;
}

export function siteConfigFrom(env: SiteEnv): SiteConfig {
  return {
    counsellorTeam: env.COUNSELLOR_TEAM_NAME,
    counsellorSignature: env.COUNSELLOR_SIGNATURE,
    chatGreeting: env.CHAT_GREETING,
    contact: {
      phone: env.SITE_PHONE
        ? { display: env.SITE_PHONE, dial: env.SITE_PHONE.replace(/[^+0-9]/g, '') }
        : null,
      email: env.SITE_EMAIL,
      city: env.SITE_CITY,
      whatsapp: env.SITE_WHATSAPP?.replace('+', '') ?? null,
      instagram: env.SITE_INSTAGRAM_URL,
      youtube: env.SITE_YOUTUBE_URL,
      map: env.SITE_MAP_LOCATION ?? defaultSiteContact.map,
    },
  };
}
