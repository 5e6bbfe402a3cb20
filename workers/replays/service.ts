import { ApiFailure, request } from '../../client/request';
import type { ReplayOpening, ReplayService } from '../../domain/dataWorker';
import { replayWaves, waveFrames } from '../../domain/replay';
import { unranked } from '../../domain/rank';
import type { ReplayData, RoundDetail, UnrankedRound } from '../../domain/types';
import type { BaTimesDb } from '../baTimesDb';
import { arenaMap } from './arena';
import { evictOldestReplays, KEPT_REPLAYS, writeWithRoom } from './room';

export interface ReplayServiceOptions {
  /** Where the API is; empty for this site's own origin. */
  base?: string;
  /** Epoch ms, which orders replays by when they were last opened. */
  now?: () => number;
}

function opening(round: UnrankedRound, replay: ReplayData): ReplayOpening {
  const waves = replayWaves(replay);
  return waves.length > 0 ? { status: 'ready', round, waves } : { status: 'empty', round };
}

/**
 * Opened replays for the replay screen. The big replay JSON is parsed and kept here, in the data
 * worker, and the page is handed one wave's frames at a time, so a replay of several MB never
 * stalls it. The 20 most recently opened replays stay on the device and play offline.
 */
export function createReplayService(db: BaTimesDb, options: ReplayServiceOptions = {}): ReplayService {
  const base = options.base ?? '';
  const now = options.now ?? Date.now;
  /** The replay opened last: its frames come from memory, whether or not the device could keep it. */
  let held: { id: number; replay: ReplayData } | null = null;

  async function forget(id: number): Promise<void> {
    if (held?.id === id) held = null;
    await db.replays.delete(id);
  }

  function keep(round: UnrankedRound, replay: ReplayData): Promise<void> {
    return writeWithRoom(db, 'the replay', () =>
      db.transaction('rw', db.replays, async () => {
        await db.replays.put({ id: round.id, round, replay, openedAt: now() });
        await evictOldestReplays(db, KEPT_REPLAYS);
      }),
    );
  }

  async function fromServer(id: number): Promise<ReplayOpening> {
    const { replay_data: replay, ...detail } = (await request<{ data: RoundDetail }>(`/rounds/${id}/`, { base })).data.data;
    const round = unranked(detail);
    if (!replay || replayWaves(replay).length === 0) {
      await forget(id);
      return { status: 'empty', round };
    }
    held = { id, replay };
    await keep(round, replay);
    return opening(round, replay);
  }

  async function fromDevice(id: number, failure: ApiFailure): Promise<ReplayOpening> {
    const stored = await db.replays.get(id);
    if (stored) {
      held = { id, replay: stored.replay };
      await writeWithRoom(db, "the replay's opening time", () => db.replays.update(id, { openedAt: now() }));
      return opening(stored.round, stored.replay);
    }
    // A synced round without a replay needs no connection to say so.
    const synced = await db.rounds.get(id);
    if (synced && !synced.has_replay) return { status: 'empty', round: synced };
    return failure.status === null ? { status: 'offline' } : { status: 'missing' };
  }

  return {
    async openReplay(id) {
      try {
        return await fromServer(id);
      } catch (err) {
        if (!(err instanceof ApiFailure)) throw err;
        if (err.status === 404) {
          await forget(id);
          return { status: 'missing' };
        }
        return fromDevice(id, err);
      }
    },
    async replayFrames(id, wave) {
      if (held?.id !== id) {
        const stored = await db.replays.get(id);
        if (!stored) return [];
        held = { id, replay: stored.replay };
      }
      return waveFrames(held.replay, wave);
    },
    arena: () => arenaMap(db, base),
    async openedRound(id) {
      return (await db.replays.get(id))?.round ?? null;
    },
  };
}
