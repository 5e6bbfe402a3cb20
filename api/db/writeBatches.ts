/** What writing one item of a batch came to. */
export type ItemOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Writes that arrive while one is under way wait, and go together in the next: under load one
 * statement or transaction serves a burst, instead of each write waiting its own turn. `write`
 * answers each item of the batch it is given, in order; if it throws, every item fails with it.
 */
export function batchWrites<I, O>(write: (items: I[]) => Promise<ItemOutcome<O>[]>, maxBatch = Number.POSITIVE_INFINITY): (item: I) => Promise<O> {
  const queue: { item: I; settle(outcome: ItemOutcome<O>): void }[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatch);
        let outcomes: ItemOutcome<O>[];
        try {
          outcomes = await write(batch.map(({ item }) => item));
        } catch (error) {
          outcomes = batch.map(() => ({ ok: false, error }));
        }
        batch.forEach(({ settle }, index) => settle(outcomes[index]!));
      }
    } finally {
      writing = false;
    }
  }

  return (item) =>
    new Promise((resolve, reject) => {
      queue.push({ item, settle: (outcome) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)) });
      if (!writing) void drain();
    });
}
