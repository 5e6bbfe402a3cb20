import { describe, expect, it } from 'vitest';
import { askAtEach, askOnce, askUntilAnswered, sameAnswer, withoutVersion, type AskAgain } from '../../app/data/query/asking';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A data version the test moves by hand, as the data worker's BroadcastChannel would. */
function versions() {
  const listeners = new Set<() => void>();
  const again: AskAgain = (ask) => {
    listeners.add(ask);
    ask();
    return () => listeners.delete(ask);
  };
  return { again, move: () => listeners.forEach((ask) => ask()), listening: () => listeners.size };
}

/** Records what the asking hands on. */
function recorder<T>() {
  const answers: T[] = [];
  const failures: unknown[] = [];
  let asking = 0;
  return {
    answers,
    failures,
    asked: () => asking,
    handlers: { answer: (value: T) => answers.push(value), fail: (error: unknown) => failures.push(error), asking: () => void (asking += 1) },
  };
}

describe('a worker query asked at each data version', () => {
  it('asks again at each move and hands on each answer in turn', async () => {
    const version = versions();
    let asks = 0;
    const seen = recorder<number>();
    askAtEach(version.again, async () => ++asks, seen.handlers);
    await settle();
    version.move();
    await settle();
    expect(asks).toBe(2);
    expect(seen.answers).toEqual([1, 2]);
  });

  it('drops an answer that comes back after a newer one', async () => {
    const version = versions();
    const pending = [deferred<string>(), deferred<string>()];
    let asks = 0;
    const seen = recorder<string>();
    askAtEach(version.again, () => pending[asks++]!.promise, seen.handlers);
    version.move();
    pending[1]!.resolve('newer');
    await settle();
    pending[0]!.resolve('older');
    await settle();
    expect(seen.answers).toEqual(['newer']);
  });

  it('hands on a failure, unless a newer answer is already shown', async () => {
    const version = versions();
    const pending = [deferred<string>(), deferred<string>(), deferred<string>()];
    let asks = 0;
    const seen = recorder<string>();
    askAtEach(version.again, () => pending[asks++]!.promise, seen.handlers);
    version.move();
    pending[1]!.resolve('newer');
    await settle();
    pending[0]!.reject(new Error('older failed'));
    version.move();
    pending[2]!.reject(new Error('newest failed'));
    await settle();
    expect(seen.answers).toEqual(['newer']);
    expect(seen.failures).toEqual([new Error('newest failed')]);
  });

  it('stops listening and drops every answer once stopped', async () => {
    const version = versions();
    const pending = deferred<string>();
    const seen = recorder<string>();
    const stop = askAtEach(version.again, () => pending.promise, seen.handlers);
    stop();
    expect(version.listening()).toBe(0);
    pending.resolve('late');
    await settle();
    expect(seen.answers).toEqual([]);
  });

  it('asks once when the answer does not move with the data', async () => {
    let asks = 0;
    const seen = recorder<number>();
    askAtEach(askOnce, async () => ++asks, seen.handlers);
    await settle();
    expect(seen.answers).toEqual([1]);
  });
});

describe('a server query asked until answered', () => {
  it('asks again when the connection comes back after a failure, saying it is asking', async () => {
    const connection = new EventTarget();
    const outcomes = [() => Promise.reject(new Error('offline')), () => Promise.resolve('answer')];
    let asks = 0;
    const seen = recorder<string>();
    askUntilAnswered(connection, () => outcomes[asks++]!(), seen.handlers);
    await settle();
    expect(seen.failures).toEqual([new Error('offline')]);
    expect(asks).toBe(1);

    connection.dispatchEvent(new Event('online'));
    await settle();
    expect(seen.asked()).toBe(1);
    expect(asks).toBe(2);
    expect(seen.answers).toEqual(['answer']);
  });

  it('asks nothing more on a returning connection once answered, nor after the stop', async () => {
    const answered = new EventTarget();
    let asks = 0;
    askUntilAnswered(answered, async () => ++asks, recorder<number>().handlers);
    await settle();
    answered.dispatchEvent(new Event('online'));
    await settle();
    expect(asks).toBe(1);

    const failing = new EventTarget();
    let failures = 0;
    const seen = recorder<never>();
    const stop = askUntilAnswered(failing, () => Promise.reject(new Error(`failure ${++failures}`)), seen.handlers);
    await settle();
    stop();
    failing.dispatchEvent(new Event('online'));
    await settle();
    expect(failures).toBe(1);
    expect(seen.asked()).toBe(0);
  });

  it('drops an answer that arrives after the stop', async () => {
    const pending = deferred<string>();
    const seen = recorder<string>();
    const stop = askUntilAnswered(new EventTarget(), () => pending.promise, seen.handlers);
    stop();
    pending.resolve('late');
    await settle();
    expect(seen.answers).toEqual([]);
  });
});

describe("an answer's data version", () => {
  it('is left out, and nothing else', () => {
    expect(withoutVersion({ rows: [1], total: 1, version: 7, synced: true })).toEqual({ rows: [1], total: 1, synced: true });
    expect(withoutVersion([{ version: 1 }])).toEqual([{ version: 1 }]);
    expect(withoutVersion(null)).toBeNull();
  });

  it('leaves two answers the same when only it moved', () => {
    expect(sameAnswer(withoutVersion({ rows: [1], version: 1 }), withoutVersion({ rows: [1], version: 2 }))).toBe(true);
    expect(sameAnswer({ rows: [1] }, { rows: [2] })).toBe(false);
  });
});
