/**
 * A phone number as people write it: digits, spaces, `+`, `-`, dots and brackets, and an
 * optional extension after `ext.`, `ekst.` or a comma (e.g. `119 ext. 8`).
 */
export const phonePattern = /^\+?(?=\(?[0-9])[0-9(][0-9 ().-]*((\s*,\s*|\s+(ext|ekst)\.?\s*)[0-9]+)?$/i;

/**
 * What a `tel:` link dials for a written number: its digits (a leading `+` kept) and, before an
 * extension, a `,` (the pause phones wait before dialling it).
 */
export function dialable(phone: string): string {
  const [main = '', extension] = phone.trim().split(/\s*,\s*|\s+(?:ext|ekst)\.?\s*/i);
  const digits = main.replace(/[^0-9]/g, '');
  const number = main.startsWith('+') ? `+${digits}` : digits;
  return extension ? `${number},${extension.replace(/[^0-9]/g, '')}` : number;
}
