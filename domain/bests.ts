/** Personal bests and world records: the fastest times, per player and role or per format, a round is measured by. */
import { perFormat, type Format } from './constants';

interface PlayedRound {
  format: Format;
  round_time: number;
  players: readonly { character_name: string; role: string }[];
}

/** Key of a personal best: character name (any case), format and role. */
export function pbKey(name: string, format: Format, role: string): string {
  // NUL cannot occur in a name or role, so distinct triples never share a key.
  return `${name.toLowerCase()}\u0000${format}\u0000${role}`;
}

/** pbKey → the lowest round_time of that name, format and role. */
export function personalBests(rounds: readonly PlayedRound[]): Map<string, number> {
  const bests = new Map<string, number>();
  for (const round of rounds) {
    for (const player of round.players) {
      const key = pbKey(player.character_name, round.format, player.role);
      const best = bests.get(key);
      if (best === undefined || round.round_time < best) bests.set(key, round.round_time);
    }
  }
  return bests;
}

export function isPersonalBest(
  pbs: ReadonlyMap<string, number>,
  round: { format: Format; round_time: number },
  player: { character_name: string; role: string },
): boolean {
  return pbs.get(pbKey(player.character_name, round.format, player.role)) === round.round_time;
}

/** The PBs Only filter: some player of the round is on their personal best. */
export function roundHasPersonalBest(pbs: ReadonlyMap<string, number>, round: PlayedRound): boolean {
  return round.players.some((player) => isPersonalBest(pbs, round, player));
}

/** The lowest round_time per format, null for a format without rounds. */
export function worldRecords(rounds: readonly { format: Format; round_time: number }[]): Record<Format, number | null> {
  const records = perFormat((): number | null => null);
  for (const round of rounds) {
    const record = records[round.format];
    if (record === null || round.round_time < record) records[round.format] = round.round_time;
  }
  return records;
}

export function isWorldRecord(
  records: Readonly<Record<Format, number | null>>,
  round: { format: Format; round_time: number },
): boolean {
  return records[round.format] === round.round_time;
}
