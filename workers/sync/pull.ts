import { decodeRoundBlock, type RoundBlock } from '../../domain/roundBlock';
import { unranked } from '../../domain/rank';
import type { AltsMap, LeaderboardEntry, UnrankedRound } from '../../domain/types';
import { ApiFailure, request } from '../../client/request';
import type { LeaderboardScope } from '../../domain/leaderboardList/types';
import type { CopyManifest, RoundChanges } from '../../domain/sync';
import { roundsVersionOf, syncState, type BaTimesDb, type SyncState } from '../baTimesDb';

/** What a pull needs: the local database, where the API is, and whom to tell that data moved. */
export interface PullContext {
  db: BaTimesDb;
  base: string;
  /** How long a request may go without a byte of its answer before the pull gives up on it and counts as offline. */
  silenceMs: number;
  announce(version: number): void;
  /** Told the whole round list a full copy wrote, at its version. */
  fullList?(version: number, rounds: readonly UnrankedRound[]): void;
  /** Resolves when no screen is waiting on a request: each block of the copy waits for it. */
  foregroundSettled?(): Promise<void>;
}

/**
 * One request of a pull. A connection that died without a word (a laptop waking on another network)
 * never settles its request, and every later pull would wait on this one: it is given up once silent.
 */
function fetchFor<T>(ctx: PullContext, path: string, headers: Record<string, string> = {}) {
  return request<T>(path, { base: ctx.base, headers, silenceMs: ctx.silenceMs });
}

/**
 * Applies a change to local data and moves the data version in the same transaction. The version
 * never falls below the clock, so a database that was cleared and synced afresh never repeats a
 * version a screen or cache already holds.
 */
async function commit(ctx: PullContext, write: () => Promise<unknown>, patch: Partial<SyncState> = {}, changesRounds = false): Promise<number> {
  const { db } = ctx;
  let version = 0;
  await db.transaction('rw', [db.rounds, db.alts, db.leaderboards, db.replays, db.sync], async () => {
    await write();
    const now = await syncState(db);
    version = Math.max(now.version + 1, Date.now());
    await db.sync.put({ ...now, ...patch, version, roundsVersion: changesRounds ? version : roundsVersionOf(now) });
  });
  ctx.announce(version);
  return version;
}

/**
 * Copies every round afresh, block by block. Until it ends the device has no cursor: screens ask
 * the server for their rows meanwhile, never a half-written copy. A copy cut short starts over,
 * its blocks answered by the browser's cache.
 */
async function copyAll(ctx: PullContext): Promise<number> {
  const { data: manifest } = (await fetchFor<{ data: CopyManifest }>(ctx, '/copy/')).data;
  // A first visit has nothing to clear, and its screens need not ask again.
  if ((await syncState(ctx.db)).cursor !== null || (await ctx.db.rounds.count()) > 0) await commit(ctx, () => ctx.db.rounds.clear(), { cursor: null }, true);
  const copied: UnrankedRound[] = [];
  for (const { from, version } of manifest.blocks) {
    await ctx.foregroundSettled?.();
    const { data: block } = (await fetchFor<{ data: RoundBlock }>(ctx, `/copy/rounds/${from}/?version=${version}`)).data;
    const rounds = decodeRoundBlock(block);
    await ctx.db.rounds.bulkPut(rounds);
    copied.push(...rounds);
  }
  const version = await commit(
    ctx,
    async () => {
      // An opened replay whose round the server no longer lists was deleted there.
      const listed = new Set(copied.map((round) => round.id));
      await ctx.db.replays.bulkDelete((await ctx.db.replays.toCollection().primaryKeys()).filter((id) => !listed.has(id)));
    },
    { cursor: manifest.cursor },
    true,
  );
  ctx.fullList?.(version, copied);
  return manifest.cursor;
}

/** Copies everything where the device has no cursor; then pulls what changed since, page by page; the server wins, deletes remove local rows and opened replays. */
export async function pullRounds(ctx: PullContext): Promise<void> {
  let { cursor } = await syncState(ctx.db);
  cursor ??= await copyAll(ctx);
  for (;;) {
    let page: RoundChanges;
    try {
      page = (await fetchFor<RoundChanges>(ctx, `/rounds/?since=${cursor}`)).data;
    } catch (err) {
      if (!(err instanceof ApiFailure && err.status === 410)) throw err;
      // The server no longer knows our cursor (its database was replaced): copy everything afresh.
      cursor = await copyAll(ctx);
      continue;
    }
    if (page.data.length > 0 || page.deleted.length > 0 || page.cursor !== cursor) {
      await commit(
        ctx,
        async () => {
          // The device ranks its copy itself: a rank sent with a round is stale at the next upload.
          await ctx.db.rounds.bulkPut(page.data.map(unranked));
          await ctx.db.rounds.bulkDelete(page.deleted);
          await ctx.db.replays.bulkDelete(page.deleted);
        },
        { cursor: page.cursor },
        page.data.length > 0 || page.deleted.length > 0,
      );
    }
    cursor = page.cursor;
    if (!page.has_more) return;
  }
}

/** The alts map, fetched whole with its ETag; unchanged (304) costs nothing. */
export async function pullAlts(ctx: PullContext): Promise<void> {
  const { altsEtag } = await syncState(ctx.db);
  const res = await fetchFor<{ data: AltsMap }>(ctx, '/accounts/', altsEtag ? { 'If-None-Match': altsEtag } : {});
  if (res.status === 304) return;
  const rows = Object.entries(res.data.data).map(([name, alts]) => ({ name, alts }));
  await commit(
    ctx,
    async () => {
      await ctx.db.alts.clear();
      await ctx.db.alts.bulkPut(rows);
    },
    { altsEtag: res.headers.get('ETag') },
  );
}

/** One region's leaderboard (or every region's), when the server has a newer one. */
export async function pullLeaderboard(ctx: PullContext, scope: LeaderboardScope): Promise<void> {
  const held = await ctx.db.leaderboards.get(scope);
  const query = scope === 'all' ? '' : `?region=${scope}`;
  const res = await fetchFor<{ data: LeaderboardEntry[] }>(ctx, `/players/leaderboard/${query}`, held?.etag ? { 'If-None-Match': held.etag } : {});
  if (res.status === 304) return;
  await commit(ctx, () => ctx.db.leaderboards.put({ scope, entries: res.data.data, etag: res.headers.get('ETag') }));
}

/**
 * Alts, every leaderboard this device keeps, and rounds; returns when it finished. The alts come
 * first: rows name their players' alts, so a first visit's rows are drawn once, complete. The server
 * failing to answer for the alts holds nothing else back (the sync fails with it once the rest is
 * in); the device failing to keep them (no room, say) ends the sync at once.
 */
export async function pullEverything(ctx: PullContext): Promise<string> {
  const altsFailure = await pullAlts(ctx).then(
    () => null,
    (err: unknown) => {
      if (err instanceof ApiFailure) return { err };
      throw err;
    },
  );
  // The leaderboards before the rounds: a first visit's copy of every round takes a while on a slow
  // link, and the Leaderboard's rows should not wait behind it.
  const scopes = new Set<LeaderboardScope>(['all', ...(await ctx.db.leaderboards.toCollection().primaryKeys())]);
  for (const scope of scopes) await pullLeaderboard(ctx, scope);
  await pullRounds(ctx);
  if (altsFailure) throw altsFailure.err;
  const lastSyncedAt = new Date().toISOString();
  await ctx.db.sync.update('state', { lastSyncedAt });
  return lastSyncedAt;
}
