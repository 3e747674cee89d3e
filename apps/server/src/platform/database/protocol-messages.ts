/** One message of PostgreSQL's wire protocol in a run of bytes: its type, where it starts and ends. */
export interface ProtocolMessage {
  type: number;
  /** The offset of its type byte. */
  start: number;
  /** The offset after its last byte. */
  end: number;
}

/**
 * The typed messages one after the other in `bytes` (a client's batch or a server's answer).
 * A startup message has no type byte; a batch that starts with one (its first byte is zero, as
 * no type is) is not read as typed messages: none are answered.
 */
export function protocolMessages(bytes: Uint8Array): ProtocolMessage[] {
  const messages: ProtocolMessage[] = [];
  if (bytes.length === 0 || bytes[0] === 0) return messages;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let start = 0; start + 5 <= bytes.length;) {
    const end = start + 1 + view.getInt32(start + 1);
    messages.push({ type: bytes[start]!, start, end: Math.min(end, bytes.length) });
    start = end;
  }
  return messages;
}

/** The zero-ended string at `from` in `bytes`, and the offset after its zero. */
export function cString(bytes: Uint8Array, from: number): { text: string; next: number } {
  let zero = bytes.indexOf(0, from);
  if (zero < 0) zero = bytes.length;
  return {
    text: Buffer.from(bytes.buffer, bytes.byteOffset + from, zero - from).toString('latin1'),
    next: zero + 1,
  };
}

export const messageType = {
  /** Client: Parse, Sync, Query (simple), Close, Terminate. */
  parse: 0x50,
  sync: 0x53,
  query: 0x51,
  close: 0x43,
  terminate: 0x58,
  /** Server: ParseComplete, ReadyForQuery, ErrorResponse, and those a server sends unasked. */
  parseComplete: 0x31,
  readyForQuery: 0x5a,
  error: 0x45,
  notification: 0x41,
  notice: 0x4e,
  parameterStatus: 0x53,
} as const;
