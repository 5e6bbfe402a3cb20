/** The Following feed: what the players a user follows did, newest first, from the device's rounds. */
import type { Format, Role } from './constants';
import type { FeedKind } from './feedKinds';
import type { PlayerDirectory } from './player/directory';
import { playerRoundIndices } from './player/playerPage';
import { compareNewestFirst } from './rank';
import type { RoundData } from './roundList/data';
import type { TeamIndex } from './teams/teamIndex';
import type { UnrankedRound } from './types';
import { timedRefOf } from './timedRounds';

/** How many events the feed lists. */
export const FEED_LENGTH = 100;
/** A team counts as one the player often plays with from this many rounds together. */
export const OFTEN_TOGETHER = 3;

export type FeedEvent = {
  /** The followed player, as the Leaderboard names them. */
  player: string;
  roundId: number;
  date: string | null;
  time: number;
  format: Format;
} & (
  | { kind: 'record' }
  | { kind: 'pb'; role: Role }
  /** `together`: the rounds the player has played with that team. */
  | { kind: 'team'; teammates: string[]; together: number }
);

/** One player's events: per round the most notable (a world record, then a new PB, then a round with a regular team). */
function eventsOf(data: RoundData, directory: PlayerDirectory, teams: TeamIndex, records: ReadonlySet<number>, name: string): [number, FeedEvent][] {
  const player = directory.playerOf(name);
  const own = new Set(player.characters.map((character) => character.toLowerCase()));
  const found = playerRoundIndices(data, own);
  const together = new Map<number, number>();
  for (const index of found) together.set(teams.teamOf[index]!, (together.get(teams.teamOf[index]!) ?? 0) + 1);
  const bests = new Map<string, number>();
  const events: [number, FeedEvent][] = [];
  // Oldest first, so a PB is a round faster than every earlier one of that format and role.
  for (let k = found.length - 1; k >= 0; k--) {
    const index = found[k]!;
    const round = data.rounds[index]!;
    const base = { player: player.name, ...timedRefOf(round), format: round.format };
    const slot = round.players.find((entry) => own.has(entry.character_name.toLowerCase()))!;
    const key = `${round.format}\u0000${slot.role}`;
    const before = bests.get(key);
    const newPb = before !== undefined && round.round_time < before;
    if (before === undefined || round.round_time < before) bests.set(key, round.round_time);
    const times = together.get(teams.teamOf[index]!) ?? 0;
    if (records.has(round.id)) events.push([index, { ...base, kind: 'record' }]);
    else if (newPb) events.push([index, { ...base, kind: 'pb', role: slot.role }]);
    else if (times >= OFTEN_TOGETHER) events.push([index, { ...base, kind: 'team', teammates: teammatesOf(round, own), together: times }]);
  }
  return events;
}

const teammatesOf = (round: UnrankedRound, own: ReadonlySet<string>): string[] =>
  round.players.filter((entry) => !own.has(entry.character_name.toLowerCase())).map((entry) => entry.character_name);

/**
 * The followed players' events, newest first (each player once, however many of their characters are
 * followed), of one kind when `only` names it. `records`: the ids of the rounds that set a world
 * record, as the Records page's history has them.
 */
export function followFeed(data: RoundData, directory: PlayerDirectory, teams: TeamIndex, records: ReadonlySet<number>, followed: readonly string[], only?: FeedKind): FeedEvent[] {
  const players = new Map(followed.map((name) => [directory.playerOf(name).name.toLowerCase(), name]));
  return [...players.values()]
    .flatMap((name) => eventsOf(data, directory, teams, records, name))
    .filter(([, event]) => only === undefined || event.kind === only)
    .sort(([a, first], [b, second]) => compareNewestFirst(data.rounds[a]!, data.rounds[b]!) || first.player.localeCompare(second.player))
    .slice(0, FEED_LENGTH)
    .map(([, event]) => event);
}
