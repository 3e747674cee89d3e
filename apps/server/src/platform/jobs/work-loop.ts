import type { FastifyBaseLogger } from 'fastify';

/** What one round of a worker did: go again at once, or sleep (at most the poll interval). */
export interface Round {
  again: boolean;
  /** Due work the round saw in the future (a retry): wake then rather than at the next poll. */
  nextInMs?: number | undefined;
}

export interface WorkLoop {
  /** Runs a round now, or right after the one in progress. */
  wake(): void;
  /** Resolves once no round is running or asked for (tests wait for the work to be done). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A background worker of one instance: rounds run one at a time, when woken (a NOTIFY from any
 * instance) and every `pollMs` anyway; a failed round is logged and tried again at the next poll.
 * Which instance does which piece of work is the round's business (row locks).
 */
export function workLoop(
  name: string,
  round: () => Promise<Round>,
  { pollMs, log }: { pollMs: number; log: FastifyBaseLogger },
): WorkLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, Math.max(0, Math.min(ms, pollMs)));
    timer.unref();
  };

  const run = async () => {
    let next = pollMs;
    try {
      for (;;) {
        again = false;
        const result = await round();
        if (result.nextInMs !== undefined) next = Math.min(next, result.nextInMs);
        if (stopped || !(result.again || again)) break;
      }
    } catch (error) {
      log.warn({ err: error, worker: name }, 'background work failed; trying again later');
    }
    schedule(next);
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
      if (again && !stopped) wake();
    });
  }

  return {
    wake,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
