import type { FastifyReply } from 'fastify';

/** A slow reader whose unsent data passes this is dropped; it reconnects and resumes. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SseEvent {
  id: number;
  event: string;
  data: unknown;
}

/** One Server-Sent Events response on a hijacked reply. */
export class SseWriter {
  #closed = false;
  readonly #res;
  readonly #onClose: (() => void)[] = [];

  constructor(reply: FastifyReply, retryMs: number) {
    reply.hijack();
    this.#res = reply.raw;
    const headers: Record<string, string> = {};
    // Keep the security headers earlier hooks set (helmet), then the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = String(value);
    }
    delete headers['content-length'];
    this.#res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold events back in a buffer.
      'x-accel-buffering': 'no',
    });
    reply.request.raw.socket?.setNoDelay(true);
    // A stream is quiet between events and heartbeats: the server's idle timeout is not for it.
    reply.request.raw.socket?.setTimeout(0);
    this.#res.on('close', () => this.#markClosed());
    if (this.#res.destroyed || !this.#res.socket || this.#res.socket.destroyed) this.#markClosed();
    this.#write(`retry: ${retryMs}\n\n`);
  }

  get closed(): boolean {
    return this.#closed;
  }

  onClose(listener: () => void): void {
    this.#onClose.push(listener);
  }

  send({ id, event, data }: SseEvent): void {
    this.#write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** An event without an id: live only, so a reconnect neither replays it nor moves its place. */
  sendLive(event: string, data: unknown): void {
    this.#write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: keeps proxies and the browser from timing the connection out. */
  comment(text: string): void {
    this.#write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.#closed) return;
    this.#res.end();
    this.#markClosed();
  }

  #write(chunk: string): void {
    if (this.#closed) return;
    this.#res.write(chunk);
    if (this.#res.writableLength > MAX_BUFFERED_BYTES) this.end();
  }

  #markClosed(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const listener of this.#onClose) listener();
  }
}
