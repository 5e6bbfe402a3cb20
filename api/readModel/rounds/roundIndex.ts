import { rankIn } from '../../../domain/rank';
import { BLOCK_ROUNDS, blockStartOf } from '../../../domain/roundBlock';
import { deriveRoundData, type RoundData } from '../../../domain/roundList/data';
import { lazy } from '../../../domain/lazy';
import type { RoundsById } from '../../../domain/leaderboardTally';
import type { RoundChanges } from '../../../domain/sync';
import type { Round, UnrankedRound } from '../../../domain/types';
import { currentCursor } from '../../db/changes';
import type { Db } from '../../db/connection';
import { shareReads } from '../../db/sharedRead';
import { shared, type SharedAnswer } from '../../http/respond';
import { listRounds } from '../../modules/rounds/services/listRounds';
import { listRoundsByIds } from '../../modules/rounds/services/listRoundsByIds';
import { listRoundsInIdRange } from '../../modules/rounds/services/listRoundsInIdRange';
import { getChangePage, listChangeRowsAfter, unknownCursor, type ChangeEntry } from './changePages';
import { indexRounds, moveRoundsOn, type RoundsAt } from './roundsAt';

const PATCH_PAGE = 5000;
/** Change rows kept in memory: a pull from a cursor among them reads nothing from the database. */
const TAIL_ROWS = 10_000;
/** Change pull answers kept per version. */
const PULLS_KEPT = 64;

interface Snapshot extends RoundsAt<UnrankedRound> {
  generation: number;
  cursor: number;
  /** What a round-list query needs, derived from these rounds when first asked for. */
  queryData: () => RoundData;
  /** Change pulls answered at `cursor`, by their `since` and page size: clients that keep up all send the same one. */
  pulls: Map<string, SharedAnswer>;
  /** The newest change rows up to `cursor`, oldest first. */
  tail: ChangeEntry[];
  /** Every change after this cursor is in `tail`. */
  tailFrom: number;
}

/** The newest `count` change rows up to `cursor`, oldest first. */
async function listNewestChangeRows(db: Db, cursor: number, count: number): Promise<ChangeEntry[]> {
  const rows = await db('changes').where('seq', '<=', cursor).orderBy('seq', 'desc').limit(count).select('seq', 'entity', 'entity_id');
  return (rows as ChangeEntry[]).reverse();
}

/** The index of the first row after `cursor` (rows in order). */
function findFirstAfter(rows: readonly ChangeEntry[], cursor: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]!.seq <= cursor) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Drops the oldest rows past `size`; what is dropped is no longer answered from memory. */
function trimTail(tail: ChangeEntry[], tailFrom: number, size: number): { tail: ChangeEntry[]; tailFrom: number } {
  if (tail.length <= size) return { tail, tailFrom };
  const dropped = tail.length - size;
  return { tail: tail.slice(dropped), tailFrom: tail[dropped - 1]!.seq };
}

/** A new snapshot's derived data and answers, made as they are first asked for. */
const noAnswersYet = (rounds: RoundsAt<UnrankedRound>['rounds']): Pick<Snapshot, 'queryData' | 'pulls'> => ({
  queryData: lazy(() => deriveRoundData([...rounds.values()])),
  pulls: new Map(),
});

/** The rounds in memory at one cursor. */
export interface IndexedRounds {
  /** Counts the times the list was read whole: a new one means the database may have been replaced. */
  generation: number;
  cursor: number;
  rounds: RoundsById<UnrankedRound>;
  /**
   * The rounds changed after `cursor`, and whether anything else did (an account, a user), a live
   * round's checkpoint aside, which changes no round nor whose a round is; null when too old to tell.
   */
  changedSince(cursor: number): { roundIds: number[]; others: boolean } | null;
}

function findChangesAfter(snapshot: Snapshot, cursor: number): { roundIds: number[]; others: boolean } | null {
  if (cursor < snapshot.tailFrom || cursor > snapshot.cursor) return null;
  const rows = snapshot.tail.slice(findFirstAfter(snapshot.tail, cursor));
  return {
    roundIds: [...new Set(rows.filter((r) => r.entity === 'round').map((r) => r.entity_id))],
    others: rows.some((r) => r.entity !== 'round' && r.entity !== 'live'),
  };
}

/** What the index holds as of one change, for a caller reading rounds itself (see now). */
export interface RoundsNow {
  /** The round, whole but unranked, if it is of the newest block, which is kept in memory. */
  kept(id: number): Round | undefined;
  /** Rounds that count, ranked as the index ranks them. */
  rank(rounds: readonly Round[]): Round[];
}

/** Rounds read whole from the database, ranked as the snapshot ranks them. */
const rankWith = (snapshot: Snapshot, rounds: readonly Round[]): Round[] => rounds.map((round) => ({ ...round, rank: rankIn(snapshot.ranks, round) }));

/**
 * Every round in memory without its splits, kept in step with the change log: built once, then
 * patched with the rounds changed since, so ranks, the leaderboard and a page of Round Times cost a
 * cursor read. Keyed by the database's cursor, it is never stale, whichever process wrote last. It
 * only reads: `db` may be a reader's connections.
 */
export function createRoundIndex(
  db: Db,
  {
    tailRows = TAIL_ROWS,
    latestCursor = shareReads(() => currentCursor(db)),
  }: {
    tailRows?: number;
    /** The newest cursor, read once for every request that asks meanwhile (see shareReads). */
    latestCursor?: () => Promise<number>;
  } = {},
) {
  let snapshot: Snapshot | null = null;
  let generation = 0;
  let refreshing: Promise<Snapshot> | null = null;
  // The newest block of the copy, its rounds whole: where new rounds land, so what clients that keep
  // up pull, and the one block that changes with every upload, each time read whole otherwise.
  // Shared by every snapshot: a round newer than a snapshot's cursor is pulled again after it, as a
  // read from the database would be.
  let live: { from: number; rounds: Map<number, Round> } = { from: 0, rounds: new Map() };
  function keepLive(rounds: readonly Round[], deleted: readonly number[]): void {
    for (const id of deleted) live.rounds.delete(id);
    for (const round of rounds) {
      if (round.id >= live.from + BLOCK_ROUNDS) live = { from: blockStartOf(round.id), rounds: new Map() };
      if (round.id >= live.from) live.rounds.set(round.id, round);
    }
  }

  async function rebuild(): Promise<Snapshot> {
    // The cursor is read first: a change landing meanwhile is applied again next time, never lost.
    const cursor = await currentCursor(db);
    const [rounds, newest] = await Promise.all([listRounds(db, { splits: false }), listNewestChangeRows(db, cursor, tailRows + 1)]);
    const liveFrom = blockStartOf(rounds.at(-1)?.id ?? 0);
    live = { from: liveFrom, rounds: new Map((await listRoundsInIdRange(db, liveFrom, liveFrom + BLOCK_ROUNDS)).map((round) => [round.id, round])) };
    const at = indexRounds<UnrankedRound>(rounds);
    return {
      generation: ++generation,
      cursor,
      ...at,
      ...noAnswersYet(at.rounds),
      // One row more than kept was read: when there is one, the tail starts after it, else at the beginning.
      ...trimTail(newest, 0, tailRows),
    };
  }

  async function patch(from: Snapshot): Promise<Snapshot> {
    let moved: RoundsAt<UnrankedRound> = from;
    let { cursor, tail } = from;
    for (;;) {
      const rows = await listChangeRowsAfter(db, cursor, PATCH_PAGE + 1);
      if (rows.length === 0) break;
      // Unranked: ranking them would read every round of their formats; ranks come from the index moved below.
      const page = await getChangePage(rows, cursor, PATCH_PAGE, (ids) => listRoundsByIds(db, ids));
      keepLive(page.data, page.deleted);
      moved = moveRoundsOn(moved, page.data.map((round) => ({ ...round, wave_data: [] })), page.deleted);
      tail = tail.concat(rows.slice(0, PATCH_PAGE));
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    return { generation: from.generation, cursor, rounds: moved.rounds, ranks: moved.ranks, ...noAnswersYet(moved.rounds), ...trimTail(tail, from.tailFrom, tailRows) };
  }

  async function refresh(): Promise<Snapshot> {
    const latest = await latestCursor();
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

  /** Every round as of the database's newest change, that change's cursor, and what changed since an older one. */
  async function rounds(): Promise<IndexedRounds> {
    const current = await refresh();
    return { generation: current.generation, cursor: current.cursor, rounds: current.rounds, changedSince: (cursor) => findChangesAfter(current, cursor) };
  }

  /** Rounds read whole from the database, ranked among the rounds as of the newest change. */
  async function ranked(rounds: readonly Round[]): Promise<Round[]> {
    return rankWith(await refresh(), rounds);
  }

  /**
   * The index as of the newest change, for a caller that reads rounds itself: a round of the newest
   * block whole from memory, where it is kept, and the rank of any round that counts.
   */
  async function now(): Promise<RoundsNow> {
    const current = await refresh();
    return { kept: (id) => live.rounds.get(id), rank: (rounds) => rankWith(current, rounds) };
  }

  /** These rounds as they are now, whole (the newest block's from memory, others from the database), ranked from memory. */
  async function roundsNow(ids: readonly number[]): Promise<Round[]> {
    const { kept, rank } = await now();
    const inMemory = ids.flatMap((id) => kept(id) ?? []);
    const read = inMemory.length < ids.length ? await listRoundsByIds(db, ids.filter((id) => !kept(id))) : [];
    return rank([...inMemory, ...read].sort((a, b) => a.id - b.id));
  }

  /** The rounds of the copy's block starting at `from`, whole, by id, and whether it is the newest block, which changes as rounds land. */
  async function block(from: number): Promise<{ rounds: Round[]; live: boolean }> {
    await refresh();
    if (from !== live.from) return { rounds: await listRoundsInIdRange(db, from, from + BLOCK_ROUNDS), live: false };
    return { rounds: [...live.rounds.values()].sort((a, b) => a.id - b.id), live: true };
  }

  /** What a page of Round Times is queried from, at the newest change, and that change's cursor. */
  async function queryData(): Promise<{ cursor: number; data: RoundData }> {
    const current = await refresh();
    return { cursor: current.cursor, data: current.queryData() };
  }

  /**
   * The change pull's answer: rounds changed after `since` (see getChangePage). A cursor among the
   * newest changes, as every client that keeps up holds, gets an answer made (and compressed) once per
   * version, whoever asks.
   */
  async function changesSince(since: number, limit: number): Promise<SharedAnswer> {
    const current = await refresh();
    if (since > current.cursor) throw unknownCursor();
    if (since < current.tailFrom) return shared(JSON.stringify(await getChangePage(await listChangeRowsAfter(db, since, limit + 1), since, limit, roundsNow)));
    const key = `${since}:${limit}`;
    let answer = current.pulls.get(key);
    if (!answer) {
      answer = shared(await pullFromMemory(current, since, limit));
      // Bounded: a client choosing odd cursors or page sizes cannot make one version hold many answers.
      if (current.pulls.size < PULLS_KEPT) current.pulls.set(key, answer);
    }
    return answer;
  }

  async function pullFromMemory(current: Snapshot, since: number, limit: number): Promise<string> {
    if (since === current.cursor) return JSON.stringify({ data: [], deleted: [], cursor: since, has_more: false } satisfies RoundChanges);
    const first = findFirstAfter(current.tail, since);
    return JSON.stringify(await getChangePage(current.tail.slice(first, first + limit + 1), since, limit, roundsNow));
  }

  return { rounds, ranked, now, roundsNow, queryData, changesSince, block };
}

export type RoundIndex = ReturnType<typeof createRoundIndex>;
