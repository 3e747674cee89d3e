import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { keptMails, mailOutbox } from '../src/db/schema/index';

/** The mails the app kept for `userId` instead of sending them (no SMTP_URL), oldest first, parsed. */
export async function keptMailsOf(app: FastifyInstance, userId: number) {
  const rows = await app.db
    .select({ mail: keptMails })
    .from(keptMails)
    .innerJoin(mailOutbox, eq(mailOutbox.id, keptMails.mailId))
    .where(eq(mailOutbox.userId, userId))
    .orderBy(asc(keptMails.mailId));
  return Promise.all(rows.map(async ({ mail }) => ({ ...mail, parsed: await simpleParser(mail.message) })));
}

/** The first link to `path` on the site in a kept mail's text. */
export function linkInKept(mail: { parsed: { text?: string | undefined } }, path: string): URL | undefined {
  return (mail.parsed.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((raw) => new URL(raw))
    .find((url) => url.pathname === path);
}
