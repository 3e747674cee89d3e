import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e server's mail server (its SMTP_URL): accepts every mail on a free local port and
 * writes each, as received, to `dir/<n>.eml`, n counting up, for support/mail.ts to read. The
 * server itself keeps mails in its database without SMTP_URL (ADR 221), which a spec cannot
 * read while the server holds its embedded database.
 */
export async function startMailSink(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const target = path.join(dir, `${count}.eml`);
        // Written whole, then renamed: a reader never sees half a mail.
        writeFile(`${target}.tmp`, Buffer.concat(chunks))
          .then(() => rename(`${target}.tmp`, target))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
