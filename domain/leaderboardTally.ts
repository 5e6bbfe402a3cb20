import { perLeaderboardFormat } from './constants';
import type { LeaderboardEntry } from './types';
import { movedSorted } from './rank';
import {
  averagesIn,
  identityKeyOf,
  leaderboardOf,
  leaderboardOrder,
  placeInOrder,
  playerEntries,
  unlinkedCharacterOf,
  type LeaderboardRound,
  type PlayerIdentity,
  type UnrankedLeaderboard,
} from './leaderboard';

export interface TalliedRound extends LeaderboardRound {
  id: number;
}

/** Rounds by id: a Map, or any store that finds a round by its id and gives them all. */
export interface RoundsById<R> {
  get(id: number): R | undefined;
  values(): Iterable<R>;
}

/**
 * A leaderboard kept up to date round by round: what it was last worked out from, and the indexes
 * that let a changed round touch only its own players.
 */
export interface LeaderboardTally<R extends TalliedRound> {
  rounds: RoundsById<R>;
  identities: ReadonlyMap<string, PlayerIdentity>;
  /** A user's key → the lower-case names of their linked characters. */
  linkedCharacters: Map<string, string[]>;
  /** Lower-case character name → the ids of the rounds they played. */
  roundsOfCharacter: Map<string, Set<number>>;
  /** Player key → their entry, unranked. */
  entries: Map<string, LeaderboardEntry>;
  /** Every player's key, in leaderboard order (see leaderboardOrder). */
  order: string[];
  /** The leaderboard: every entry in order, and the averages their ranks are read from. */
  leaderboard: UnrankedLeaderboard;
}

const byId = (a: TalliedRound, b: TalliedRound) => a.id - b.id;

function indexRound(index: Map<string, Set<number>>, round: TalliedRound, add: boolean): void {
  for (const player of round.players) {
    const name = player.character_name.toLowerCase();
    let ids = index.get(name);
    if (!ids) index.set(name, (ids = new Set()));
    if (add) ids.add(round.id);
    else ids.delete(round.id);
  }
}

/** The leaderboard of these rounds, worked out whole. */
export function tallyLeaderboard<R extends TalliedRound>(rounds: RoundsById<R>, identities: ReadonlyMap<string, PlayerIdentity>): LeaderboardTally<R> {
  const linkedCharacters = new Map<string, string[]>();
  for (const [name, identity] of identities) linkedCharacters.set(identity.key, [...(linkedCharacters.get(identity.key) ?? []), name]);
  const roundsOfCharacter = new Map<string, Set<number>>();
  const inOrder = [...rounds.values()].sort(byId);
  for (const round of inOrder) indexRound(roundsOfCharacter, round, true);
  const entries = playerEntries(inOrder, identities);
  const order = leaderboardOrder(entries);
  return { rounds, identities, linkedCharacters, roundsOfCharacter, entries, order, leaderboard: leaderboardOf(order.map((key) => entries.get(key)!)) };
}

/**
 * The tally moved on to `rounds`, where only the rounds `changed` names differ from the tally's
 * (added, edited or gone): their players, before and after, are worked out again, moved in the
 * order and in the averages; no one else is. Takes over the tally's indexes: the one passed in is
 * not to be used again (its leaderboard stays as it was).
 */
export function moveTallyOn<R extends TalliedRound>(tally: LeaderboardTally<R>, rounds: RoundsById<R>, changed: Iterable<number>): LeaderboardTally<R> {
  const touched = new Set<string>();
  for (const id of changed) {
    for (const [round, add] of [[tally.rounds.get(id), false], [rounds.get(id), true]] as const) {
      if (!round) continue;
      indexRound(tally.roundsOfCharacter, round, add);
      for (const player of round.players) touched.add(identityKeyOf(player.character_name.toLowerCase(), tally.identities));
    }
  }
  if (touched.size === 0) return { ...tally, rounds };

  const { entries, order } = tally;
  const entryNow = (key: string): LeaderboardEntry | undefined => {
    const characters = tally.linkedCharacters.get(key) ?? [unlinkedCharacterOf(key)!];
    const ids = new Set(characters.flatMap((name) => [...(tally.roundsOfCharacter.get(name) ?? [])]));
    const played = [...ids].map((id) => rounds.get(id)!).sort(byId);
    return playerEntries(played, tally.identities, new Set([key])).get(key);
  };
  const moves = [...touched].map((key) => ({ key, old: entries.get(key), entry: entryNow(key) }));

  // Out of the order while every entry there is still the one it was placed by; back in once all are new.
  for (const { key, old } of moves) if (old) order.splice(placeInOrder(order, entries, key, old), 1);
  for (const { key, entry } of moves) {
    if (entry) entries.set(key, entry);
    else entries.delete(key);
  }
  for (const { key, entry } of moves) if (entry) order.splice(placeInOrder(order, entries, key, entry), 0, key);

  const before = moves.flatMap(({ old }) => (old ? [old] : []));
  const after = moves.flatMap(({ entry }) => (entry ? [entry] : []));
  const averages = perLeaderboardFormat((format) => movedSorted(tally.leaderboard.averages[format], averagesIn(before, format), averagesIn(after, format)));
  const leaderboard = { entries: order.map((key) => entries.get(key)!), averages };
  return { ...tally, rounds, leaderboard };
}
