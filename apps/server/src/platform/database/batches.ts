/** The most items one batch takes: its statement's parameter stays small. */
export const BATCH_MAX_ITEMS = 64;

/** Does a batch's `items` and settles each one's outcome, in the same order. */
export type BatchRun<Item, Outcome> = (items: Item[]) => Promise<PromiseSettledResult<Outcome>[]>;

/**
 * A queue of like work done in batches as it arrives (ADR 260): an item sent while no batch of
 * the queue runs goes at once, alone; the items sent while one runs wait for it and go together
 * in the next. No timer: nothing waits unless the database is already busy with this work.
 * One batch at a time, because the batches grow with the load; two at once halved them and
 * measured slower (ADR 260).
 */
export function batchQueue<Item, Outcome>(run: BatchRun<Item, Outcome>): (item: Item) => Promise<Outcome> {
  const waiting: { item: Item; settle: (outcome: PromiseSettledResult<Outcome>) => void }[] = [];
  let running = false;

  const next = () => {
    if (running || waiting.length === 0) return;
    const batch = waiting.splice(0, BATCH_MAX_ITEMS);
    running = true;
    run(batch.map(({ item }) => item))
      .then(
        (outcomes) => batch.forEach(({ settle }, index) => settle(outcomes[index]!)),
        (reason: unknown) => batch.forEach(({ settle }) => settle({ status: 'rejected', reason })),
      )
      .finally(() => {
        running = false;
        next();
      });
  };

  return (item) =>
    new Promise<Outcome>((resolve, reject) => {
      waiting.push({
        item,
        settle: (outcome) =>
          outcome.status === 'fulfilled' ? resolve(outcome.value) : reject(outcome.reason),
      });
      next();
    });
}
