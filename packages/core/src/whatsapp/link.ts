import { rateLimitTable } from '../limits/rate-limits';

/**
 * Linking a WhatsApp number to a web account with a one-time code (issue 51, ADR 233): the
 * member asks for a code on their profile and sends it from WhatsApp.
 */
export const whatsappLinkRules = {
  /** Digits in a code: easy to type on a phone, and guessed only within the limits below. */
  codeDigits: 6,
  /** How long a code works; it also works once only. */
  codeTtlMs: 10 * 60 * 1000,
  /** Codes a member may ask for per window (each new one replaces the last). */
  codesPerWindow: rateLimitTable['whatsapp:link-code'].max,
  /** Tries (right or wrong) one WhatsApp number may make per window. */
  triesPerWindow: rateLimitTable['whatsapp:link-try'].max,
} as const;

const codePattern = new RegExp(`^\\s*(?:kode\\s*:?\\s*)?(\\d{${whatsappLinkRules.codeDigits}})\\s*$`, 'i');

/** The code in a WhatsApp text ("KODE 123456" or the digits alone), or null when it is none. */
export function linkCodeIn(text: string): string | null {
  return codePattern.exec(text)?.[1] ?? null;
}

/** A number as the profile shows it: the country code and the last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 6) return '•'.repeat(digits.length);
  return `+${digits.slice(0, 2)} ${'•'.repeat(digits.length - 6)} ${digits.slice(-4)}`;
}
