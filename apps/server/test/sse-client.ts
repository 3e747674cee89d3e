import http from 'node:http';

export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface SseOptions {
  cookie?: string;
  lastEventId?: string;
  headers?: Record<string, string>;
}

/**
 * A minimal EventSource over real HTTP for tests: collects events and comments, and lets a
 * test wait for the next event or for the server to end the stream.
 */
export class SseClient {
  readonly events: ReceivedEvent[] = [];
  comments = 0;
  ended = false;
  #buffer = '';
  #waiters: (() => void)[] = [];
  #request: http.ClientRequest;
  #response: http.IncomingMessage;

  private constructor(request: http.ClientRequest, response: http.IncomingMessage) {
    this.#request = request;
    this.#response = response;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.#receive(chunk));
    response.on('end', () => this.#finish());
    response.on('close', () => this.#finish());
    response.on('error', () => this.#finish());
  }

  get status(): number {
    return this.#response.statusCode ?? 0;
  }

  /** Whether the server ended the body properly (not an aborted connection). */
  get complete(): boolean {
    return this.#response.complete;
  }

  get headers(): http.IncomingHttpHeaders {
    return this.#response.headers;
  }

  static open(baseUrl: string, options: SseOptions = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
      const request = http.get(`${baseUrl}/api/chat/stream`, { headers, agent: false }, (response) =>
        resolve(new SseClient(request, response)),
      );
      request.on('error', reject);
    });
  }

  /** The whole body of a non-stream answer (an error). */
  async text(): Promise<string> {
    await this.waitForEnd();
    return this.#buffer;
  }

  /** Resolves with the first event received so far (or later) that matches. */
  async waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs = 5000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(predicate);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended; events: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(this.events)}`);
      await this.#change(left);
    }
  }

  async waitForEnd(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream still open after ${timeoutMs} ms`);
      await this.#change(left);
    }
  }

  async waitForComments(count: number, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.comments < count) {
      const left = deadline - Date.now();
      if (left <= 0 || this.ended) throw new Error(`only ${this.comments} comments`);
      await this.#change(left);
    }
  }

  /** Events of one type, in arrival order. */
  ofType(event: string): ReceivedEvent[] {
    return this.events.filter((e) => e.event === event);
  }

  close(): void {
    this.#request.destroy();
  }

  #change(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  #notify(): void {
    const waiters = this.#waiters.splice(0);
    for (const wake of waiters) wake();
  }

  #receive(chunk: string): void {
    this.#buffer += chunk;
    if (this.status !== 200) return this.#notify();
    let boundary = this.#buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = this.#buffer.slice(0, boundary);
      this.#buffer = this.#buffer.slice(boundary + 2);
      this.#parse(block);
      boundary = this.#buffer.indexOf('\n\n');
    }
    this.#notify();
  }

  #parse(block: string): void {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    let isEvent = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments += 1;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) {
        data.push(line.slice(6));
        isEvent = true;
      }
    }
    if (isEvent) this.events.push({ id, event, data: JSON.parse(data.join('\n')) });
  }

  #finish(): void {
    this.ended = true;
    this.#notify();
  }
}
