/**
 * Windows-1252 at 0x80–0x9F; every other byte is its Latin-1 code point. Written out because
 * Node's TextDecoder reads "windows-1252" as Latin-1, which puts control characters there.
 */
const windows1252High =
  '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f' +
  '\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';

function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte < 0xa0 ? windows1252High[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/**
 * The text of a CSV file as spreadsheets save it: UTF-8 with or without a byte-order mark,
 * UTF-16 (LE or BE) with one, or, when the bytes are not UTF-8, Windows-1252 (what Excel writes
 * as "CSV" on an Indonesian or English Windows; it holds Latin-1 too).
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}
