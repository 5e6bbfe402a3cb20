import type { Format } from '../../../domain/constants';
import { rankRounds } from '../../../domain/rank';
import type { Round } from '../../../domain/types';
import { currentCursor } from '../../db/changes';
import type { Db } from '../../db/connection';
import { encodeBody, type BodyEncoding } from '../../http/encoding';
import { roundChangesSince } from '../sync/service';
import { listRounds, roundsByIds } from './service';

const PATCH_PAGE = 5000;

/** A round as read from the database; its rank moves whenever a faster round lands, so it is kept apart. */
export type UnrankedRound = Omit<Round, 'rank'>;

interface Snapshot {
  cursor: number;
  rounds: Map<number, UnrankedRound>;
  ranks: Map<number, number>;
  /** The answer per format and encoding, built once per cursor: a large list is compressed once, not per request. */
  bodies: Map<string, Promise<Buffer>>;
}


/**
 * Every round in memory, kept in step with the change log: built once, then patched with the rounds
 * changed since, so a full list (and the leaderboard, derived from it) costs a cursor read. Keyed by
 * the database's cursor, it is never stale, whichever process wrote last.
 */
export function createRoundListCache(db: Db) {
  let snapshot: Snapshot | null = null;
  let refreshing: Promise<Snapshot> | null = null;
  // Each round's JSON without its rank, made once per version of the round: a new list then costs a
  // join, not serialising every round again.
  const fragments = new WeakMap<UnrankedRound, string>();
  const fragmentOf = (round: UnrankedRound): string => {
    let fragment = fragments.get(round);
    if (fragment === undefined) {
      fragment = JSON.stringify({ ...round, rank: undefined }).slice(1);
      fragments.set(round, fragment);
    }
    return fragment;
  };

  async function rebuild(): Promise<Snapshot> {
    // The cursor is read first: a change landing meanwhile is applied again next time, never lost.
    const cursor = await currentCursor(db);
    const rounds = await listRounds(db);
    return { cursor, rounds: new Map(rounds.map((r) => [r.id, r])), ranks: new Map(rounds.map((r) => [r.id, r.rank])), bodies: new Map() };
  }

  async function patch(from: Snapshot): Promise<Snapshot> {
    const rounds = new Map(from.rounds);
    let cursor = from.cursor;
    for (;;) {
      // Unranked: ranking the changed rounds would read every round of their formats, and the whole
      // list is ranked below anyway.
      const page = await roundChangesSince(db, cursor, PATCH_PAGE, (ids) => roundsByIds(db, ids, { ranked: false }));
      for (const round of page.data) rounds.set(round.id, round);
      for (const id of page.deleted) rounds.delete(id);
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    return { cursor, rounds, ranks: rankRounds([...rounds.values()]), bodies: new Map() };
  }

  async function refresh(): Promise<Snapshot> {
    const latest = await currentCursor(db);
    // A snapshot ahead of the database means the database was replaced: start again.
    if (snapshot && snapshot.cursor > latest && !refreshing) snapshot = null;
    // A refresh under way may have begun before `latest` (the start-up warm-up does): wait for it,
    // then go on from where it got, so no answer carries a cursor older than the one read here.
    while (!snapshot || snapshot.cursor < latest) {
      const held = snapshot;
      refreshing ??= (held ? patch(held) : rebuild()).finally(() => {
        refreshing = null;
      });
      snapshot = await refreshing;
    }
    return snapshot;
  }

  /** Every round as of the database's newest change, and that change's cursor. */
  async function rounds(): Promise<{ cursor: number; rounds: ReadonlyMap<number, UnrankedRound> }> {
    const current = await refresh();
    return { cursor: current.cursor, rounds: current.rounds };
  }

  /**
   * These rounds as they are now, ranked, from memory: one patch per change serves every client's
   * pull of it, instead of each pull reading the rounds, their players and waves, and their ranks.
   */
  async function roundsNow(ids: readonly number[]): Promise<Round[]> {
    const current = await refresh();
    return [...ids].sort((a, b) => a - b).flatMap((id) => {
      const round = current.rounds.get(id);
      return round ? [{ ...round, rank: current.ranks.get(id)! }] : [];
    });
  }

  /** The list answer, `{"status":"ok","data":{"data":[rounds by id],"cursor":n}}`, in the given encoding. */
  async function body(format?: Format, encoding: BodyEncoding = 'identity'): Promise<Buffer> {
    const current = await refresh();
    const key = `${format ?? ''}|${encoding}`;
    let encoded = current.bodies.get(key);
    if (!encoded) {
      const rounds = [...current.rounds.values()].filter((r) => !format || r.format === format).sort((a, b) => a.id - b.id);
      const listed = rounds.map((r) => `{"rank":${current.ranks.get(r.id)},${fragmentOf(r)}`).join(',');
      encoded = encodeBody(`{"status":"ok","data":{"data":[${listed}],"cursor":${current.cursor}}}`, encoding);
      current.bodies.set(key, encoded);
    }
    return encoded;
  }

  return { body, rounds, roundsNow };
}

export type RoundListCache = ReturnType<typeof createRoundListCache>;
