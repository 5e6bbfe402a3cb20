import type { BaTimesDb } from '../baTimesDb';
import { deriveRoundData, type RoundData } from '../../domain/roundList/data';

export async function loadRoundData(db: BaTimesDb): Promise<RoundData> {
  return deriveRoundData(await db.rounds.toArray());
}
