import { mkdir, rename, rm, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../mail-push-config';
import type { MailContent } from './mail-content';

export interface OutgoingMail extends MailContent {
  to: string;
  /** Stable per outbox row: a retried `.eml` overwrites its own file. */
  id: number;
  userId: number;
}

export interface MailTransport {
  /** `smtp`: a mail server accepts the mail; `files`: it is kept as a `.eml` file (no SMTP_URL). */
  kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  /** Removes the `.eml` files of a deleted account (nothing to do over SMTP). */
  forgetUser(userId: number): Promise<void>;
  close(): void;
}

const fileName = (userId: number, id: number) => `u${userId}-m${id}.eml`;

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

/** nodemailer over SMTP_URL, or, without it, nodemailer's composer writing `.eml` files. */
export function createMailTransport(config: MailConfig): MailTransport {
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
      forgetUser: async () => {},
      close: () => smtp.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'files',
    async send(mail) {
      const info = await composer.sendMail(message(config, mail));
      await mkdir(config.dir, { recursive: true });
      const target = path.join(config.dir, fileName(mail.userId, mail.id));
      // Written whole, then renamed: a reader never sees half a mail.
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    async forgetUser(userId) {
      const names = await readdir(config.dir).catch(() => [] as string[]);
      const prefix = `u${userId}-`;
      await Promise.all(
        names
          .filter((name) => name.startsWith(prefix))
          .map((name) => rm(path.join(config.dir, name), { force: true })),
      );
    },
    close: () => composer.close(),
  };
}
