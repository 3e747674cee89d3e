import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test's SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header values as written (unfolded), by lower-case name. */
  headers: Map<string, string>;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Waits until `count` mails (of those matching `match`) arrived; returns them. */
  waitFor(count: number, match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** The first link in a mail's text that leads to `path` on the site. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((raw) => new URL(raw))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no link to ${path} in: ${mail.text}`);
  return found;
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package): it accepts every mail,
 * without TLS or login, and parses it with `mailparser`. `port` reuses a port (a server back
 * after an outage).
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: new Map(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    async waitFor(count, match = () => true) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const matching = received.filter(match);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${matching.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
