import nodemailer from 'nodemailer';
import type { MailConfig } from '../../mail-push-config';
import { keptMails } from '../../db/schema/index';
import type { Db } from '../database/client';
import type { MailContent } from './mail-content';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The outbox row's id: a retried mail replaces its own kept copy. */
  id: number;
}

export interface MailTransport {
  /** `smtp`: a mail server accepts the mail; `kept`: it is stored in `kept_mails` (no SMTP_URL). */
  kind: 'smtp' | 'kept';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function message(config: MailConfig, mail: OutgoingMail) {
  return {
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
  };
}

/**
 * nodemailer over SMTP_URL, or, without it, nodemailer composing the same message into the
 * database (ADR 221): one pipeline either way, and every instance sees and deletes the copies.
 */
export function createMailTransport(config: MailConfig, db: Db): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(message(config, mail));
      },
      close: () => smtp.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'kept',
    async send(mail) {
      const info = await composer.sendMail(message(config, mail));
      const kept = {
        toAddress: mail.to,
        subject: mail.subject,
        // Header and body encodings keep the composed message 7-bit: it is text.
        message: (info.message as Buffer).toString('utf8'),
      };
      await db
        .insert(keptMails)
        .values({ mailId: mail.id, ...kept })
        .onConflictDoUpdate({ target: keptMails.mailId, set: kept });
    },
    close: () => composer.close(),
  };
}
