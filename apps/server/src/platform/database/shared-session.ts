import { cString, messageType, protocolMessages, type ProtocolMessage } from './protocol-messages';

/** Runs a batch of protocol messages on the one session; resolves with the bytes a server answers. */
export type RunBatch = (messages: Uint8Array) => Promise<Uint8Array | undefined>;

/** PGlite's one session, shared by several node-postgres clients (ADR 254). */
export interface SharedSession {
  /** Runs client `client`'s batch in its turn: never inside another client's open transaction. */
  exchange(client: number, messages: Uint8Array): Promise<Uint8Array | undefined>;
  /** Client `client` is gone: the transaction it left open, if any, is rolled back. */
  leave(client: number): Promise<void>;
  /** Runs `work` between two batches while no client's transaction is open (a dump). */
  whenIdle<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `work` once the batch running now is done, open transaction or not (closing). */
  next<T>(work: () => Promise<T>): Promise<T>;
}

interface Job {
  runsWith(owner: number | undefined): boolean;
  run(): Promise<void>;
}

const parseComplete = Uint8Array.of(messageType.parseComplete, 0, 0, 0, 4);
const unasked = new Set<number>([messageType.notification, messageType.notice, messageType.parameterStatus]);

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** A named Parse in a batch: what it prepares, in which group, and whether it came first in it. */
interface NamedParse {
  name: string;
  /** The statement's text and parameter types: one name always prepares the same. */
  text: string;
  group: number;
  first: boolean;
  message: ProtocolMessage;
}

interface ReadBatch {
  parses: NamedParse[];
  closed: string[];
  terminates: boolean;
}

function readBatch(batch: Uint8Array): ReadBatch {
  const read: ReadBatch = { parses: [], closed: [], terminates: false };
  let group = 0;
  let first = true;
  for (const message of protocolMessages(batch)) {
    if (message.type === messageType.parse) {
      const name = cString(batch, message.start + 5);
      if (name.text !== '') {
        const text = Buffer.from(batch.buffer, batch.byteOffset + name.next, message.end - name.next);
        read.parses.push({ name: name.text, text: text.toString('latin1'), group, first, message });
      }
    } else if (message.type === messageType.close && batch[message.start + 5] === 0x53) {
      read.closed.push(cString(batch, message.start + 6).text);
    } else if (message.type === messageType.terminate) {
      read.terminates = true;
    }
    // The server answers a Sync, and a simple Query, with ReadyForQuery: each ends a group.
    first = message.type === messageType.sync || message.type === messageType.query;
    if (first) group += 1;
  }
  return read;
}

/** Per group of an answer (up to a ReadyForQuery): where it starts, whether it failed, what it answered first. */
interface AnswerGroup {
  start: number;
  failed: boolean;
  firstType: number | undefined;
}

function answerGroups(answer: Uint8Array | undefined): { groups: AnswerGroup[]; status: number | undefined } {
  const groups: AnswerGroup[] = [{ start: 0, failed: false, firstType: undefined }];
  let status: number | undefined;
  if (!answer) return { groups, status };
  for (const message of protocolMessages(answer)) {
    const group = groups[groups.length - 1]!;
    if (message.type === messageType.error) group.failed = true;
    if (group.firstType === undefined && !unasked.has(message.type)) group.firstType = message.type;
    if (message.type === messageType.readyForQuery) {
      status = answer[message.start + 5];
      groups.push({ start: message.end, failed: false, firstType: undefined });
    }
  }
  return { groups, status };
}

/** `answer` with `counts[g]` ParseCompletes put at the start of group g. */
function withParseCompletes(
  answer: Uint8Array | undefined,
  groups: AnswerGroup[],
  counts: Map<number, number>,
) {
  const added = [...counts.values()].reduce((sum, count) => sum + count, 0) * parseComplete.length;
  const whole = new Uint8Array((answer?.length ?? 0) + added);
  let from = 0;
  let to = 0;
  for (const [group, count] of [...counts].sort(([a], [b]) => a - b)) {
    const at = groups[group]?.start ?? answer?.length ?? 0;
    if (answer) whole.set(answer.subarray(from, at), to);
    to += at - from;
    from = at;
    for (let i = 0; i < count; i++, to += parseComplete.length) whole.set(parseComplete, to);
  }
  if (answer) whole.set(answer.subarray(from), to);
  return whole;
}

const idle = 0x49; // ReadyForQuery's 'I': no transaction open

/**
 * PGlite has one session; node-postgres clients each expect one of their own. This lets several
 * clients share it, so the database always has the next statement waiting (ADR 254):
 * - batches run one at a time, in the order they came, except that while a client's
 *   transaction is open (its last answer was not 'I'dle) only that client's batches run;
 * - a statement name always prepares the same text, so a client's Parse of a name the session
 *   already holds with that text is not run, and its ParseComplete is answered in its place;
 * - a client that leaves with its transaction open has it rolled back.
 */
export function sharedSession(runBatch: RunBatch): SharedSession {
  const waiting: Job[] = [];
  const prepared = new Map<string, string>();
  let owner: number | undefined;
  let running = false;

  const pump = async () => {
    if (running) return;
    running = true;
    for (;;) {
      const index = waiting.findIndex((job) => job.runsWith(owner));
      if (index < 0) break;
      await waiting.splice(index, 1)[0]!.run();
    }
    running = false;
  };
  const enqueue = <T>(runsWith: Job['runsWith'], work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ runsWith, run: () => work().then(resolve, reject) });
      void pump();
    });
  const clientTurn = (client: number) => (current: number | undefined) =>
    current === undefined || current === client;

  async function exchange(client: number, batch: Uint8Array): Promise<Uint8Array | undefined> {
    const read = readBatch(batch);
    const skipped = read.parses.filter(({ first, name, text }) => first && prepared.get(name) === text);
    const sent = skipped.length === 0 ? batch : without(batch, skipped);
    const answer = await runBatch(sent);
    const { groups, status } = answerGroups(answer);
    for (const parse of read.parses) {
      if (skipped.includes(parse)) continue;
      const group = groups[parse.group];
      if (group && (!group.failed || (parse.first && group.firstType === messageType.parseComplete)))
        prepared.set(parse.name, parse.text);
    }
    for (const name of read.closed) prepared.delete(name);
    if (status !== undefined) owner = status === idle ? undefined : client;
    else if (!read.terminates) owner = client;
    if (skipped.length === 0) return answer;
    const counts = new Map<number, number>();
    for (const { group } of skipped) counts.set(group, (counts.get(group) ?? 0) + 1);
    return withParseCompletes(answer, groups, counts);
  }

  // A session that served clients before (a reused instance) may hold their statements. Should
  // this fail, the database is gone, and the clients' own batches fail and say so.
  enqueue(
    (current) => current === undefined,
    () => runBatch(simpleQuery('rollback; deallocate all')),
  ).catch(() => {});

  return {
    exchange: (client, batch) => enqueue(clientTurn(client), () => exchange(client, batch)),
    leave: (client) =>
      enqueue(clientTurn(client), async () => {
        if (owner !== client) return;
        owner = undefined;
        await runBatch(simpleQuery('rollback'));
      }),
    whenIdle: (work) => enqueue((current) => current === undefined, work),
    next: (work) => enqueue(() => true, work),
  };
}

/** `batch` without the Parse messages of `skipped`. */
function without(batch: Uint8Array, skipped: NamedParse[]): Uint8Array {
  const removed = skipped.reduce((sum, { message }) => sum + message.end - message.start, 0);
  const kept = new Uint8Array(batch.length - removed);
  let from = 0;
  let to = 0;
  for (const { message } of skipped) {
    kept.set(batch.subarray(from, message.start), to);
    to += message.start - from;
    from = message.end;
  }
  kept.set(batch.subarray(from), to);
  return kept;
}
