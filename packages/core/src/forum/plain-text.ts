// C0 control characters except tab (\u0009) and line feed (\u000A), plus DEL. PostgreSQL
// cannot store NUL in text at all; the others only confuse rendering.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Forum text is plain text: line endings become \n, invisible control characters go, and the
 * ends are trimmed. Markup is kept as typed and is only ever rendered as text.
 */
export function normalizePlainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(controlCharacters, '').trim();
}
