/** A player's page, worked out from the rounds the device holds so its ranks and badges are Round Times'. */
import { altsOf } from '../account';
import { FORMATS, PAGE_SIZE, ROLES_BY_FORMAT, isLeaderboardFormat, type Format } from '../constants';
import { comparePlayerNames } from '../leaderboard';
import { ROLE_INDEX } from '../roles';
import type { RoundData } from '../roundList/data';
import { compareNewestFirst } from '../rank';
import { pageRange } from '../roundList/paging';
import { roundRow } from '../roundList/row';
import { addStep, timedRefOf } from '../timedRounds';
import type { LeaderboardEntry, UnrankedRound } from '../types';
import type { TeamIndex } from '../teams/teamIndex';
import { teamRows, teamsOf, type TeamList } from '../teams/teams';
import type { PlayerDirectory } from './directory';
import type { PlayerFormat, PlayerPage, PlayerQuery, RolePersonalBest, RoleProgression, Teammate, TimedRoundRef } from './types';

const TEAMMATE_COUNT = 10;
const TEAM_COUNT = 10;

/** Indices of the rounds any of `names` (lower case) played, newest first, each once. */
export function playerRoundIndices(data: RoundData, names: ReadonlySet<string>): number[] {
  // The search index already lists each name's rounds: a page reads only the player's, not every round.
  const { names: known, listStarts, lists } = data.search;
  const found: number[] = [];
  for (let n = 0; n < known.length; n++) {
    if (!names.has(known[n]!)) continue;
    for (let k = listStarts[n]!; k < listStarts[n + 1]!; k++) found.push(lists[k]!);
  }
  const rounds = data.rounds;
  found.sort((a, b) => compareNewestFirst(rounds[a]!, rounds[b]!));
  return found.filter((index, k) => index !== found[k - 1]);
}

interface RoleTally {
  best: RolePersonalBest;
  points: TimedRoundRef[];
  steps: TimedRoundRef[];
}

interface FormatTally {
  rounds: number;
  /** Indexed like ROLES_BY_FORMAT[format]. */
  roles: (RoleTally | undefined)[];
}

interface TeammateTally {
  name: string;
  rounds: number;
  lastRound: number;
}


/** Whether `round` set a best before the one held: faster, or as fast and earlier (a dated round before an undated one). */
function beats(round: UnrankedRound, best: RolePersonalBest): boolean {
  return round.round_time < best.time || (round.round_time === best.time && best.date === null && round.round_date !== null);
}

function tallyRole(tally: FormatTally, role: number, round: UnrankedRound, character: string): void {
  const ref = timedRefOf(round);
  let roleTally = tally.roles[role];
  if (!roleTally) tally.roles[role] = roleTally = { best: { ...ref, role: ROLES_BY_FORMAT[round.format][role]!, character }, points: [], steps: [] };
  else if (beats(round, roleTally.best)) roleTally.best = { ...ref, role: roleTally.best.role, character };
  if (ref.date === null) return;
  roleTally.points.push(ref);
  addStep(roleTally.steps, ref);
}

/** The teams the player played in, by their best time: every round of such a team is one of the player's. */
function teamsIn(data: RoundData, list: TeamList): Pick<PlayerFormat, 'teams' | 'teamCount'> {
  return { teams: teamRows(data, list, 0, TEAM_COUNT), teamCount: list.count };
}

function formatOf(format: Format, tally: FormatTally, entry: LeaderboardEntry | null): Omit<PlayerFormat, 'teams' | 'teamCount'> {
  const roles = tally.roles.filter((role): role is RoleTally => role !== undefined);
  return {
    format,
    bests: roles.map((role) => role.best),
    progression: roles.map((role): RoleProgression => ({ role: role.best.role, points: role.points, steps: role.steps })),
    rounds: tally.rounds,
    standing: isLeaderboardFormat(format) ? (entry?.role_times[format] ?? null) : null,
  };
}

function topTeammates(teammates: Iterable<TeammateTally>): Teammate[] {
  return [...teammates]
    .sort((a, b) => b.rounds - a.rounds || comparePlayerNames(a.name, b.name))
    .slice(0, TEAMMATE_COUNT)
    .map(({ name, rounds }) => ({ name, rounds }));
}

/** The player's spelling in their round of lowest id: how the Leaderboard names a player no user has linked. */
function firstWritten(rounds: readonly UnrankedRound[], found: readonly number[], own: ReadonlySet<string>): string {
  const first = found.reduce((a, b) => (rounds[b]!.id < rounds[a]!.id ? b : a));
  return rounds[first]!.players.find((player) => own.has(player.character_name.toLowerCase()))!.character_name;
}

/** `teams`: the rounds' teams (teamIndex), kept per version of them, for the teams the player played in. */
export function playerPage(data: RoundData, directory: PlayerDirectory, query: PlayerQuery, teams: TeamIndex): PlayerPage {
  const player = directory.playerOf(query.name);
  const own = new Set(player.characters.map((name) => name.toLowerCase()));
  const found = playerRoundIndices(data, own);
  const linked = altsOf(directory.alts, query.name).length > 0;
  if (found.length === 0 && !linked) return { player: null };

  const { rounds } = data;
  const formats = new Map<Format, FormatTally>();
  const teammates = new Map<string, TeammateTally>();
  // Oldest first, so progression points come in order and the newest spelling of a teammate is written last.
  for (let k = found.length - 1; k >= 0; k--) {
    const index = found[k]!;
    const round = rounds[index]!;
    let tally = formats.get(round.format);
    if (!tally) formats.set(round.format, (tally = { rounds: 0, roles: [] }));
    tally.rounds++;
    for (const { character_name, role } of round.players) {
      const lower = character_name.toLowerCase();
      if (own.has(lower)) {
        const at = ROLE_INDEX[round.format].get(role);
        if (at !== undefined) tallyRole(tally, at, round, character_name);
        continue;
      }
      const mate = teammates.get(lower);
      if (!mate) teammates.set(lower, { name: character_name, rounds: 1, lastRound: index });
      else {
        mate.name = character_name;
        if (mate.lastRound !== index) {
          mate.lastRound = index;
          mate.rounds++;
        }
      }
    }
  }

  const played = new Uint8Array(rounds.length);
  for (const index of found) played[index] = 1;
  const teamLists = teamsOf(data, teams, played);
  const { start, end } = pageRange(query.page, PAGE_SIZE);
  const name = linked || player.entry ? player.name : firstWritten(rounds, found, own);
  return {
    player: {
      name,
      region: player.region,
      characters: [name, ...player.characters.slice(1)],
      formats: FORMATS.flatMap((format) => {
        const tally = formats.get(format);
        return tally ? [{ ...formatOf(format, tally, player.entry), ...teamsIn(data, teamLists[format]) }] : [];
      }),
      rounds: { rows: found.slice(start, end).map((index) => roundRow(data, directory.alts, index, null)), total: found.length },
      teammates: topTeammates(teammates.values()),
    },
  };
}
