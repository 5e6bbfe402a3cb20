import type { RoundStatus } from '../../../../domain/trust';
import type { ReplayData, Round } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import type { RoundsTableRow } from '../../../db/rows';
import { notFound } from '../../../http/errors';
import type { RoundSource } from '../../../readModel/rounds';
import { liveCheckpointsOf } from '../../live/services/liveRounds';
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
 * A round as `current` has it now, with its replay, if any, and how far it is trusted. A round that
 * does not count (held for review, rejected) is in no list, but its own page shows it.
 */
export async function getRound(db: Db, id: number, current: RoundSource): Promise<FoundRound> {
  const round = await findRound(db, id, current);
  if (!round) throw notFound('Round does not exist.');
  const [trust, replay, liveCheckpoints] = await Promise.all([
    db<RoundsTableRow>('rounds').where({ id }).first('status', 'review_reason'),
    round.has_replay ? db('replays').where({ round_id: id }).first('data') : undefined,
    // Only a round whose report said when it started can have been played live.
    round.round_started_at ? liveCheckpointsOf(db, id) : [],
  ]);
  return {
    round,
    replay: replay ? (JSON.parse(replay.data as string) as ReplayData) : null,
    status: trust?.status ?? 'reported',
    reviewReason: trust?.review_reason ?? null,
    liveCheckpoints,
  };
}
