/** The Records page: each format's world-record history and each role's fastest players, from the device's rounds. */
import { FORMATS, ROLES_BY_FORMAT, perFormat, type Format } from '../constants';
import { compareRoundsByTime } from '../rank';
import { ROLE_INDEX, sortPlayersByRole } from '../roles';
import { parseUtcTimestamp, toTenths } from '../time';
import type { RoundData } from '../roundList/data';
import type { UnrankedRound } from '../types';
import { waveTopTens } from '../waveTopTen';
import type { PlayerDirectory } from './directory';
import type { FormatRecords, RecordEntry, RecordsPage, RoleTopEntry, RoleTopTen } from './types';
import { timedRefOf } from '../timedRounds';

/** Seconds between two times, in tenths: times are whole ticks, so anything finer is float noise. */
const improvementOf = (before: number, after: number): number => toTenths(before - after);

function entryOf(round: UnrankedRound, improvement: number | null, tie: boolean): RecordEntry {
  return {
    roundId: round.id,
    date: round.round_date,
    time: round.round_time,
    players: sortPlayersByRole(round.players, round.format),
    improvement,
    tie,
    stoodMs: null,
  };
}

/** A format's history as its dated rounds are walked oldest first. */
interface HistoryWalk {
  history: RecordEntry[];
  /** The standing record and the rounds that tied it: a faster round ends them all. */
  standing: RecordEntry[];
  fastestUndated: UnrankedRound | null;
}

const newWalk = (): HistoryWalk => ({ history: [], standing: [], fastestUndated: null });

function walkDated(walk: HistoryWalk, round: UnrankedRound): void {
  const record = walk.standing[0];
  if (record && round.round_time > record.time) return;
  if (record && round.round_time === record.time) {
    const tie = entryOf(round, null, true);
    walk.history.push(tie);
    walk.standing.push(tie);
    return;
  }
  const at = parseUtcTimestamp(round.round_date!).getTime();
  for (const beaten of walk.standing) beaten.stoodMs = at - parseUtcTimestamp(beaten.date!).getTime();
  const entry = entryOf(round, record ? improvementOf(record.time, round.round_time) : null, false);
  walk.history.push(entry);
  walk.standing = [entry];
}

/**
 * Undated rounds have no place in time, but the last record must be the fastest round: an undated round
 * faster than every dated one ends the history, and how long the record it beat stood is unknown.
 */
function finishedHistory({ history, standing, fastestUndated }: HistoryWalk): RecordEntry[] {
  const record = standing[0];
  if (fastestUndated && (!record || fastestUndated.round_time < record.time)) {
    history.push(entryOf(fastestUndated, record ? improvementOf(record.time, fastestUndated.round_time) : null, false));
  }
  return history;
}

/** Every format's history, read off Round Times' date order: sorted once for both pages and kept. */
function histories(data: RoundData): Record<Format, HistoryWalk> {
  const { rounds } = data;
  const walks = perFormat(newWalk);
  const order = data.sorted('round_date');
  const walk = (index: number) => walkDated(walks[rounds[index]!.format], rounds[index]!);
  let k = 0;
  for (; k < order.length; k++) {
    const round = rounds[order[k]!]!;
    if (round.round_date === null) break;
    const record = walks[round.format].standing[0];
    if (record && round.round_time > record.time) continue;
    // That order puts a date's rounds of one format fastest first, and the history takes them by id. Those
    // passed over were slower than their record, so only the rest of this date needs taking by id.
    let end = k + 1;
    while (end < order.length && rounds[order[end]!]!.round_date === round.round_date) end++;
    order.slice(k, end).sort((a, b) => rounds[a]!.id - rounds[b]!.id).forEach(walk);
    k = end - 1;
  }
  // Undated rounds come last in that order.
  for (; k < order.length; k++) {
    const round = rounds[order[k]!]!;
    const undated = walks[round.format];
    if (!undated.fastestUndated || compareRoundsByTime(round, undated.fastestUndated) < 0) undated.fastestUndated = round;
  }
  return walks;
}

/** How many of a role's fastest players the Records page lists (more where they tie with the last). */
export const ROLE_TOP_COUNT = 10;

interface RoleScan {
  /** By the player's lower-case name: their first round in time order is their PB, the earliest on a tie. */
  players: Map<string, RoleTopEntry>;
  /** Past this time no player can still rank within the top: set once ROLE_TOP_COUNT players are in. */
  cutoff: number;
}

/**
 * Per format, per role in its order: the fastest players (alts under the main account), each with their
 * PB and its round. Rounds are read fastest first, so a player's first slot in a role is their PB, and a
 * format is done once every role is past its cutoff: only the fastest rounds are read.
 */
function topPerRole(data: RoundData, directory: PlayerDirectory): Record<Format, RoleTopTen[]> {
  const { rounds } = data;
  const scans = perFormat((format) => ROLES_BY_FORMAT[format].map((): RoleScan => ({ players: new Map(), cutoff: Infinity })));
  const done = perFormat((): boolean => false);
  const playerNames = new Map<string, string>();
  const playerNameOf = (character: string): string => {
    const lower = character.toLowerCase();
    let name = playerNames.get(lower);
    if (name === undefined) playerNames.set(lower, (name = directory.playerOf(character).name));
    return name;
  };
  for (const index of data.sorted('round_time')) {
    const round = rounds[index]!;
    if (done[round.format]) continue;
    const roles = scans[round.format];
    if (roles.every((scan) => round.round_time > scan.cutoff)) {
      done[round.format] = true;
      if (FORMATS.every((format) => done[format])) break;
      continue;
    }
    for (const { character_name, role } of round.players) {
      const scan = roles[ROLE_INDEX[round.format].get(role) ?? -1];
      if (!scan || round.round_time > scan.cutoff) continue;
      const name = playerNameOf(character_name);
      const key = name.toLowerCase();
      if (scan.players.has(key)) continue;
      scan.players.set(key, { rank: 0, name, ...timedRefOf(round) });
      if (scan.players.size === ROLE_TOP_COUNT) scan.cutoff = round.round_time;
    }
  }
  return perFormat((format) =>
    scans[format].flatMap((scan, at): RoleTopTen[] => {
      if (scan.players.size === 0) return [];
      const entries = [...scan.players.values()];
      // Competition ranking: a tie shares its rank, and the next rank counts everyone faster.
      entries.forEach((entry, i) => (entry.rank = i > 0 && entry.time === entries[i - 1]!.time ? entries[i - 1]!.rank : i + 1));
      return [{ role: ROLES_BY_FORMAT[format][at]!, entries: entries.filter((entry) => entry.rank <= ROLE_TOP_COUNT) }];
    }),
  );
}

export function recordsPage(data: RoundData, directory: PlayerDirectory): RecordsPage {
  const walks = histories(data);
  const top = topPerRole(data, directory);
  const waveTops = waveTopTens(data.rounds);
  const formats = FORMATS.filter((format) => data.records[format] !== null).map(
    (format): FormatRecords => ({ format, history: finishedHistory(walks[format]), roles: top[format], waveTops: waveTops[format] }),
  );
  return { formats };
}

/** The ids of the rounds that set a world record (ties left out), in any format. */
export function recordRoundIds(page: RecordsPage): Set<number> {
  return new Set(page.formats.flatMap((format) => format.history.filter((entry) => !entry.tie).map((entry) => entry.roundId)));
}
