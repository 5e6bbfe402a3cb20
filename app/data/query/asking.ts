/** Where a query hears it should ask again; returns the unsubscribe. */
export type AskAgain = (ask: () => void) => () => void;

/** Asks once, when started: for an answer that does not move with the data (an opened replay). */
export const askOnce: AskAgain = (ask) => {
  ask();
  return () => undefined;
};

export interface Answers<T> {
  answer(value: T): void;
  fail(error: unknown): void;
}

/**
 * Asks at each signal and hands on the answers. Answers can come back out of order: one older than
 * an answer handed on already is dropped, and so is every answer after the returned stop.
 */
export function askAtEach<T>(again: AskAgain, ask: () => Promise<T>, answers: Answers<T>): () => void {
  let current = true;
  let asked = 0;
  let shown = 0;
  const stop = again(() => {
    const ticket = ++asked;
    ask().then(
      (value) => {
        if (!current || ticket < shown) return;
        shown = ticket;
        answers.answer(value);
      },
      (error: unknown) => {
        if (current && ticket >= shown) answers.fail(error);
      },
    );
  });
  return () => {
    current = false;
    stop();
  };
}

/**
 * Asks once and, after a failure, again each time the connection comes back (`connection` hears
 * 'online': the window, in the app), saying so with `asking`. Every answer after the returned stop
 * is dropped.
 */
export function askUntilAnswered<T>(connection: EventTarget, ask: () => Promise<T>, answers: Answers<T> & { asking(): void }): () => void {
  let current = true;
  const attempt = () =>
    ask().then(
      (value) => current && answers.answer(value),
      (error: unknown) => {
        if (!current) return;
        answers.fail(error);
        connection.addEventListener('online', retry, { once: true });
      },
    );
  const retry = () => {
    answers.asking();
    void attempt();
  };
  void attempt();
  return () => {
    current = false;
    connection.removeEventListener('online', retry);
  };
}

/** Equal answers as JSON: a data move that leaves the answer as it was keeps the one held, so nothing renders again. */
export const sameAnswer = (held: unknown, next: unknown): boolean => JSON.stringify(held) === JSON.stringify(next);

/** An answer's data version left out, for screens that only show the answer. */
export type Unversioned<T> = T extends { version: number } ? Omit<T, 'version'> : T;

export function withoutVersion<T>(answer: T): Unversioned<T> {
  if (answer === null || typeof answer !== 'object' || !('version' in answer)) return answer as Unversioned<T>;
  const { version: _version, ...rest } = answer;
  return rest as Unversioned<T>;
}
