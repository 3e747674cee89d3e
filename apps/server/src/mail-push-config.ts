import { labels } from '@sehat/core/messages';
import { z } from 'zod';
import { publicOriginsFromEnv } from './public-origins';

/** How mail goes out (ADR 132): SMTP when `smtpUrl` is set, else kept in the database (ADR 221). */
export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** The first retry waits this long; each further one twice as long, up to an hour. */
  retryBaseMs: number;
  /** How often a worker looks for due work it was not woken for (retries, delayed pushes). */
  pollMs: number;
}

/** Web push (ADR 133): origins besides the browsers' push services a subscription may point at. */
export interface PushConfig {
  allowedOrigins: string[];
}

export const mailPushEnvShape = {
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be smtp://user:pass@host:port or smtps://…' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  WEB_PUSH_ALLOWED_ORIGINS: publicOriginsFromEnv.optional(),
};

type MailPushEnv = {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  WEB_PUSH_ALLOWED_ORIGINS?: string[] | undefined;
};

/** The address links in mails point at: the first PUBLIC_ORIGIN, else this machine. */
export function siteOriginOf(publicOrigins: string[], port: number): string {
  return publicOrigins[0] ?? `http://localhost:${port}`;
}

export function mailPushConfigFrom(
  env: MailPushEnv,
  siteOrigin: string,
): { mail: MailConfig; push: PushConfig } {
  const host = new URL(siteOrigin).hostname;
  return {
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${labels.brand}" <no-reply@${host}>`,
      retryBaseMs: 30_000,
      pollMs: 30_000,
    },
    push: { allowedOrigins: env.WEB_PUSH_ALLOWED_ORIGINS ?? [] },
  };
}
