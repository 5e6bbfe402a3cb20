/** What one item of a batch came to. */
export type ItemOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Calls made in the same turn of the event loop go together, and so do calls that arrive while a
 * batch is under way, in the next: under load one statement or transaction serves a burst (five
 * teammates' uploads, answered together by the token lookup before them, reach the writer in one
 * turn), instead of each call waiting its own turn. A call goes in a batch that starts after it was
 * made, so it never gets an answer from before it asked. `run` answers each item of the batch it is
 * given, in order; if it throws, every item fails with it.
 */
export function batchCalls<I, O>(run: (items: I[]) => Promise<ItemOutcome<O>[]>, maxBatch = Number.POSITIVE_INFINITY): (item: I) => Promise<O> {
  const queue: { item: I; settle(outcome: ItemOutcome<O>): void }[] = [];
  let running = false;

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatch);
        let outcomes: ItemOutcome<O>[];
        try {
          outcomes = await run(batch.map(({ item }) => item));
        } catch (error) {
          outcomes = batch.map(() => ({ ok: false, error }));
        }
        batch.forEach(({ settle }, index) => settle(outcomes[index]!));
      }
    } finally {
      running = false;
    }
  }

  return (item) =>
    new Promise((resolve, reject) => {
      queue.push({ item, settle: (outcome) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)) });
      if (running) return;
      running = true;
      setImmediate(() => void drain());
    });
}
