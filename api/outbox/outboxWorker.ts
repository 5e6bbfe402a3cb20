import type { Logger } from 'pino';
import { toUtcTimestamp } from '../../domain/time';
import type { Db } from '../db/connection';

/** How one try of an outbox row ended. */
export type TryOutcome =
  /** Done for good: the row keeps these fields (its final state among them). */
  | { kind: 'settled'; fields: Record<string, unknown> }
  /** Worth another try, after `afterMs` when the other end said so. */
  | { kind: 'retry'; afterMs: number | null; error: string }
  /** Refused for good: the row fails with the reason. */
  | { kind: 'refused'; error: string }
  /** Nothing to keep: the row goes. */
  | { kind: 'removed' };

/** The columns every outbox table has; a row's own columns come beside them. */
export interface OutboxRow {
  id: number;
  attempts: number;
}

export interface OutboxTimings {
  /** How often the outbox is read for rows that are due. */
  pollMs?: number;
  /** The wait after a first failed try, doubling with each. */
  backoffMs?: number;
}

export interface OutboxSpec<Row extends OutboxRow> extends OutboxTimings {
  table: string;
  /** The row's own columns a try reads. */
  columns: readonly string[];
  /** Tries of one row before it is given up. */
  maxAttempts: number;
  /** Longer than a try can take: a row past its lease was left by a process that died. */
  leaseMs: number;
  /** One try; `stop` breaks it off when the server shuts down. */
  tryRow(row: Row, stop: AbortSignal): Promise<TryOutcome>;
  /** Told of a row given up, for the log. */
  givenUp(row: Row, attempts: number, error: string): void;
}

export interface OutboxWorker {
  start(): void;
  /** Stops reading the outbox; a try under way is broken off and made again later, by this process or another. */
  close(): Promise<void>;
}

const DUE_PER_TICK = 10;
const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * Works through an outbox table in every process of the site: a process takes a due row by moving it
 * to 'sending' under a lease in one conditional update, so no two try it at once, and a row whose
 * process died mid-try is taken again once its lease passes. Rows are 'pending' until tried.
 */
export function createOutboxWorker<Row extends OutboxRow>(db: Db, logger: Logger, spec: OutboxSpec<Row>): OutboxWorker {
  const pollMs = spec.pollMs ?? 2000;
  const backoffMs = spec.backoffMs ?? 2000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const stopping = new AbortController();

  const now = () => toUtcTimestamp(new Date());
  const later = (ms: number) => toUtcTimestamp(new Date(Date.now() + ms));

  async function dueRows(): Promise<Row[]> {
    const at = now();
    const rows: unknown[] = await db(spec.table)
      .where((due) => due.where('state', 'pending').andWhere('next_attempt_at', '<=', at))
      .orWhere((abandoned) => abandoned.where('state', 'sending').andWhere('lease_until', '<=', at))
      .orderBy('id')
      .limit(DUE_PER_TICK)
      .select('id', 'attempts', ...spec.columns);
    return rows as Row[];
  }

  /** Takes the row for this process; false when another took it first. */
  async function claim(row: Row): Promise<boolean> {
    const taken = await db(spec.table)
      .where({ id: row.id, attempts: row.attempts })
      .whereIn('state', ['pending', 'sending'])
      .update({ state: 'sending', attempts: row.attempts + 1, lease_until: later(spec.leaseMs), updated_at: now() });
    return taken === 1;
  }

  /** The row as this process holds it: untouched when it has moved on without this process. */
  const held = (row: Row) => db(spec.table).where({ id: row.id, state: 'sending', attempts: row.attempts + 1 });

  async function settle(row: Row, outcome: TryOutcome): Promise<void> {
    const attempt = row.attempts + 1;
    if (outcome.kind === 'removed') return void (await held(row).delete());
    if (outcome.kind === 'settled') return void (await held(row).update({ ...outcome.fields, lease_until: null, updated_at: now() }));
    if (outcome.kind === 'retry' && attempt < spec.maxAttempts) {
      const wait = outcome.afterMs ?? Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** (attempt - 1) * (1 + Math.random() / 2));
      return void (await held(row).update({ state: 'pending', next_attempt_at: later(wait), last_error: outcome.error, lease_until: null, updated_at: now() }));
    }
    spec.givenUp(row, attempt, outcome.error);
    await held(row).update({ state: 'failed', last_error: outcome.error, lease_until: null, updated_at: now() });
  }

  async function tick(): Promise<void> {
    try {
      for (const row of await dueRows()) {
        if (closed) return;
        if (await claim(row)) await settle(row, await spec.tryRow(row, stopping.signal));
      }
    } catch (err) {
      logger.warn({ err, outbox: spec.table }, 'reading an outbox failed; trying again');
    }
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start: schedule,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}
