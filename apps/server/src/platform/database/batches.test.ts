import { describe, expect, it } from 'vitest';
import { BATCH_MAX_ITEMS, batchQueue } from './batches';

/** A run that records each batch and waits for the test to let it finish. */
function recordingRun() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<PromiseSettledResult<number>[]>((resolve) => {
      finish.push(() =>
        resolve(
          items.map((item) =>
            item < 0
              ? { status: 'rejected', reason: new Error(`refused ${item}`) }
              : { status: 'fulfilled', value: item * 10 },
          ),
        ),
      );
    });
  };
  return { batches, finish, run };
}

const settledTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('a batch queue (ADR 260)', () => {
  it('sends an item at once while nothing runs, and those sent meanwhile together after it', async () => {
    const { batches, finish, run } = recordingRun();
    const send = batchQueue(run);
    const first = send(1);
    expect(batches).toEqual([[1]]);
    const waiting = [send(2), send(3), send(4)];
    expect(batches).toEqual([[1]]);
    finish[0]!();
    expect(await first).toBe(10);
    await settledTurn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    finish[1]!();
    expect(await Promise.all(waiting)).toEqual([20, 30, 40]);
  });

  it('settles each item with its own outcome, and every item of a batch whose run failed with that failure', async () => {
    const { finish, run } = recordingRun();
    const send = batchQueue(run);
    const refused = send(-1);
    const stored = send(2);
    finish[0]!();
    await expect(refused).rejects.toThrow('refused -1');
    await settledTurn();
    finish[1]!();
    expect(await stored).toBe(20);

    const failing = batchQueue<number, number>(() => Promise.reject(new Error('database gone')));
    const outcomes = await Promise.allSettled([failing(1), failing(2)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    // The queue goes on after a failed run.
    await expect(failing(3)).rejects.toThrow('database gone');
  });

  it(`takes at most ${BATCH_MAX_ITEMS} items in one batch`, async () => {
    const { batches, finish, run } = recordingRun();
    const send = batchQueue(run);
    const all = Array.from({ length: BATCH_MAX_ITEMS + 3 }, (_, index) => send(index));
    finish[0]!();
    await settledTurn();
    finish[1]!();
    await settledTurn();
    finish[2]!();
    await Promise.all(all);
    expect(batches.map((batch) => batch.length)).toEqual([1, BATCH_MAX_ITEMS, 2]);
  });
});
