import { isCounted, type RoundStatus } from '../../../../domain/trust';
import type { ReplayData, Round } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../http/errors';
import type { RoundIndex, RoundSource } from '../../../readModel/rounds';
import { liveCheckpointsOf } from '../../live/services/liveRounds';
import { assembleRounds, listedRoundRows } from './assembleRounds';
import { listRoundsByIds } from './listRoundsByIds';

export interface FoundRound {
  round: Round;
  replay: ReplayData | null;
  status: RoundStatus;
  reviewReason: string | null;
  /** Each wave's QS as the round's live checkpoints had it, when it was played live. */
  liveCheckpoints: { wave_number: number; qs_time: number }[];
}

/** A round as `current` has it now, or, if it does not count (held for review, rejected), as stored; undefined if there is none. */
export async function findRound(db: Db, id: number, current: RoundSource): Promise<Round | undefined> {
  const [counted] = await current([id]);
  return counted ?? (await listRoundsByIds(db, [id], { everyStatus: true }))[0];
}

/**
 * A round as the index has it now, with its replay, if any, and how far it is trusted. A round that
 * does not count (held for review, rejected) is in no list, but its own page shows it. The round's
 * row is read once, whatever its status, beside the index's look-up: its trust comes with it, and
 * its players and waves are read only when the index does not keep the round whole.
 */
export async function getRound(db: Db, id: number, index: Pick<RoundIndex, 'now'>): Promise<FoundRound> {
  const [now, [row]] = await Promise.all([index.now(), listedRoundRows(db, { everyStatus: true }).where('rounds.id', id)]);
  const kept = now.kept(id);
  if (!kept && !row) throw notFound('Round does not exist.');
  const status = row?.status ?? 'reported';
  const stored = kept ?? (await assembleRounds(db, [row!], { ids: [id] }))[0]!;
  const round = kept || isCounted(status) ? now.rank([stored])[0]! : stored;
  const [replay, liveCheckpoints] = await Promise.all([
    round.has_replay ? db('replays').where({ round_id: id }).first('data') : undefined,
    // Only a round whose report said when it started can have been played live.
    round.round_started_at ? liveCheckpointsOf(db, id) : [],
  ]);
  return {
    round,
    replay: replay ? (JSON.parse(replay.data as string) as ReplayData) : null,
    status,
    reviewReason: row?.review_reason ?? null,
    liveCheckpoints,
  };
}
