import type { BaTimesDb } from '../baTimesDb';
import { playerDirectory, type PlayerDirectory } from '../../domain/player/directory';

/** Who each character counts as: the stored alts map, and every region's standings for main accounts and regions. */
export async function loadPlayerDirectory(db: BaTimesDb): Promise<PlayerDirectory> {
  const [alts, board] = await Promise.all([db.alts.toArray(), db.leaderboards.get('all')]);
  return playerDirectory(Object.fromEntries(alts.map((row) => [row.name, row.alts])), board?.entries ?? []);
}
