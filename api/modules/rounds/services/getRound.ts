import type { ReplayData, Round } from '../../../../domain/types';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../http/errors';
import type { RoundSource } from '../../../readModel/rounds';

/** A round as `current` has it now, with its replay, if any. */
export async function getRound(db: Db, id: number, current: RoundSource): Promise<{ round: Round; replay: ReplayData | null }> {
  const [round] = await current([id]);
  if (!round) throw notFound('Round does not exist.');
  const replay = round.has_replay ? await db('replays').where({ round_id: id }).first('data') : undefined;
  return { round, replay: replay ? (JSON.parse(replay.data as string) as ReplayData) : null };
}
