import type { AppConfig } from './config';
import { isLoopbackOrigin } from './public-origins';

/**
 * Lines in an ASCII frame, with a blank line either side: in a console full of JSON log lines,
 * what a person must read and act on stands apart (any terminal draws ASCII).
 */
export function framed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `  +${'='.repeat(width + 4)}+`;
  const body = lines.map((line) => `  |  ${line.padEnd(width)}  |`);
  return `\n${[rule, ...body, rule].join('\n')}\n\n`;
}

/** The generated password of the first admin, printed once (ADR 219). */
export function firstAdminNotice(username: string, password: string): string {
  return framed([
    'FIRST ADMIN ACCOUNT CREATED: write this password down now,',
    'it is shown only once.',
    '',
    `    username: ${username}`,
    `    password: ${password}`,
    '',
    'Log in, then change it: admin header > Ubah Kata Sandi',
    '(/admin/ubah-kata-sandi).',
    `Lost it? npm run admin:reset-password -- ${username}`,
  ]);
}

/**
 * Where to open the site once it listens: an address whose pages may sign in (the origin check
 * accepts them), not every interface the server listens on (ADR 219).
 */
export function loginAddressNotice(config: Pick<AppConfig, 'siteOrigin' | 'publicOrigins'>): string {
  const open = `Sehat Jiwa is running. Open ${config.siteOrigin} to sign in.`;
  if (config.publicOrigins.length) return framed([open]);
  return framed([
    open,
    'Only this machine can sign in: from another device, set',
    'PUBLIC_ORIGIN to the address it opens (README, Configuration).',
  ]);
}

/**
 * Fastify's "Server listening at" line for each address it listens on, saying where to sign in
 * instead when pages at that address cannot (a LAN address without PUBLIC_ORIGIN).
 */
export function listeningLine(
  address: string,
  config: Pick<AppConfig, 'siteOrigin' | 'publicOrigins'>,
): string {
  const line = `Server listening at ${address}`;
  const signsIn = config.publicOrigins.length
    ? config.publicOrigins.includes(address)
    : isLoopbackOrigin(address);
  return signsIn ? line : `${line} (pages here cannot sign in: open ${config.siteOrigin})`;
}
