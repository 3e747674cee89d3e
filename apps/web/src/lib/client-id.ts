/**
 * A fresh id for one outgoing message: 128 random bits as hex. getRandomValues works on plain
 * http too, where crypto.randomUUID() does not exist.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
