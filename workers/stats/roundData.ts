import type { BaTimesDb } from '../../app/data/db';
import { deriveRoundData, type RoundData } from '../../domain/roundList/data';

export async function loadRoundData(db: BaTimesDb): Promise<RoundData> {
  return deriveRoundData(await db.rounds.toArray());
}
