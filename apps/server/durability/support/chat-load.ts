import { randomUUID } from 'node:crypto';
import type { Session } from './api-client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A live chat stream kept open like the browser keeps it: when it ends or cannot be opened it
 * reconnects, resuming after the last event id it saw. Records every message id it received.
 */
export function followStream(base: string, cookie: string) {
  const received: number[] = [];
  let lastEventId: string | undefined;
  let running = true;
  const controller = new AbortController();
  const loop = (async () => {
    while (running) {
      try {
        const resume = lastEventId ? `?lastEventId=${lastEventId}` : '';
        const response = await fetch(`${base}/api/chat/stream${resume}`, {
          headers: { cookie },
          signal: controller.signal,
        });
        if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            if (field('id') !== undefined) lastEventId = field('id');
            if (field('event') === 'message') {
              received.push((JSON.parse(field('data')!) as { message: { id: number } }).message.id);
            }
          }
        }
      } catch {
        // Ended, refused or unreachable: reconnect as EventSource does.
      }
      if (running) await pause(300);
    }
  })();
  return {
    received,
    async stop() {
      running = false;
      controller.abort();
      await loop;
    },
  };
}

/**
 * Sends chat messages one after another through the given instances in turn; each is retried
 * with its clientId until acknowledged, as the web client does, so none is given up on.
 */
export function chatLoad(user: Session, conversationId: number, bases: string[]) {
  const acked: number[] = [];
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      const clientId = randomUUID();
      const text = `Pesan ketahanan ${++n}`;
      for (let attempt = 0; ; attempt++) {
        const base = bases[(n + attempt) % bases.length];
        const response = await fetch(`${base}/api/chat/conversations/${conversationId}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ message: text, clientId }),
        }).catch(() => undefined);
        if (response?.status === 201) {
          acked.push(((await response.json()) as { message: { id: number } }).message.id);
          break;
        }
        await pause(200);
      }
    }
  })();
  return {
    acked,
    async stop() {
      running = false;
      await loop;
    },
  };
}
