import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * The e2e server sends every mail to the sink of support/mail-sink.ts, which writes each as
 * E2E_MAIL_DIR/<n>.eml. Waits for the newest mail to `to` with a link to `linkPath`, and returns
 * that link.
 */
export async function linkFromMail(to: string, linkPath: string, after = 0): Promise<URL> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    const links: { id: number; url: URL }[] = [];
    for (const name of names) {
      const id = Number(/^(\d+)\.eml$/.exec(name)?.[1]);
      if (id <= after) continue;
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      const addresses = [mail.to].flat().flatMap((field) => field?.value.map((v) => v.address) ?? []);
      if (!addresses.includes(to)) continue;
      const url = (mail.text ?? '')
        .match(/https?:\/\/\S+/g)
        ?.map((raw) => new URL(raw))
        .find((candidate) => candidate.pathname === linkPath);
      if (url) links.push({ id, url });
    }
    const newest = links.sort((a, b) => b.id - a.id)[0];
    if (newest) return newest.url;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link to ${linkPath}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
