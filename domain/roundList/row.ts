import { altsOf } from '../account';
import { isPersonalBest, isWorldRecord } from '../bests';
import { sortPlayersByRole } from '../roles';
import { suspiciousReasons, type SuspicionContext } from '../suspicious';
import type { AltsLookup } from '../account';
import type { RoundData } from './data';
import type { RoundRow } from './types';

/** The one row a screen shows for a round; built only for the rows of the page. */
export function roundRow(data: RoundData, alts: AltsLookup, index: number, suspicion: SuspicionContext | null): RoundRow {
  const stored = data.rounds[index]!;
  const rank = data.ranks[index]!;
  const { wave_data: _splits, ...listed } = stored;
  const round = { ...listed, rank, players: sortPlayersByRole(stored.players, stored.format) };
  // Own properties: assigning altsByName['__proto__'] would set the object's prototype instead of a player.
  const altsByName: Record<string, string[]> = Object.fromEntries(
    round.players.flatMap(({ character_name }) => {
      const linked = altsOf(alts, character_name);
      return linked.length > 0 ? [[character_name, [...linked]] as const] : [];
    }),
  );
  const row: RoundRow = {
    round,
    rank,
    worldRecord: isWorldRecord(data.records, round),
    pbNames: round.players.filter((player) => isPersonalBest(data.pbs, round, player)).map((player) => player.character_name),
    alts: altsByName,
  };
  if (suspicion) row.suspicious = suspiciousReasons(stored, suspicion);
  return row;
}
