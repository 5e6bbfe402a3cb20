import type { Format } from '../../../domain/constants';
import { rankRounds } from '../../../domain/rank';
import type { Round } from '../../../domain/types';
import { currentCursor } from '../../db/changes';
import type { Db } from '../../db/connection';
import { roundChangesSince } from '../sync/service';
import { listRounds } from './service';

const PATCH_PAGE = 5000;

interface Snapshot {
  cursor: number;
  rounds: Map<number, Round>;
  /** The answer's JSON per format ('' for all), built once per cursor. */
  bodies: Map<string, string>;
}

/**
 * The full round list, kept in step with the change log: built once, then patched with the rounds
 * changed since, so a full list costs a cursor read. Keyed by the database's cursor, it is never
 * stale, whichever process wrote last.
 */
export function createRoundListCache(db: Db) {
  let snapshot: Snapshot | null = null;
  let refreshing: Promise<Snapshot> | null = null;

  async function rebuild(): Promise<Snapshot> {
    // The cursor is read first: a change landing meanwhile is applied again next time, never lost.
    const cursor = await currentCursor(db);
    const rounds = await listRounds(db);
    return { cursor, rounds: new Map(rounds.map((r) => [r.id, r])), bodies: new Map() };
  }

  async function patch(from: Snapshot): Promise<Snapshot> {
    const rounds = new Map(from.rounds);
    let cursor = from.cursor;
    for (;;) {
      const page = await roundChangesSince(db, cursor, PATCH_PAGE);
      for (const round of page.data) rounds.set(round.id, round);
      for (const id of page.deleted) rounds.delete(id);
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    const ranks = rankRounds([...rounds.values()]);
    for (const [id, round] of rounds) {
      const rank = ranks.get(id)!;
      if (round.rank !== rank) rounds.set(id, { ...round, rank });
    }
    return { cursor, rounds, bodies: new Map() };
  }

  async function refresh(): Promise<Snapshot> {
    const latest = await currentCursor(db);
    const held = snapshot;
    if (held && held.cursor === latest) return held;
    refreshing ??= (held && held.cursor < latest ? patch(held) : rebuild()).finally(() => {
      refreshing = null;
    });
    snapshot = await refreshing;
    return snapshot;
  }

  /** The list answer's JSON text: `{"status":"ok","data":{"data":[rounds by id],"cursor":n}}`. */
  async function body(format?: Format): Promise<string> {
    const current = await refresh();
    const key = format ?? '';
    let text = current.bodies.get(key);
    if (text === undefined) {
      const rounds = [...current.rounds.values()].filter((r) => !format || r.format === format).sort((a, b) => a.id - b.id);
      text = `{"status":"ok","data":{"data":${JSON.stringify(rounds)},"cursor":${current.cursor}}}`;
      current.bodies.set(key, text);
    }
    return text;
  }

  return { body };
}
