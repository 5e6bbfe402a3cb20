/** The Records page: each format's world-record history and each role's fastest time, from the device's rounds. */
import { FORMATS, ROLES_BY_FORMAT, perFormat, type Format } from '../constants';
import { comparePlayerNames } from '../leaderboard';
import { compareRoundsByDate, compareRoundsByTime } from '../rank';
import { ROLE_INDEX, sortPlayersByRole } from '../roles';
import { parseUtcTimestamp } from '../time';
import type { RoundData } from '../roundList/data';
import type { UnrankedRound } from '../types';
import type { PlayerDirectory } from './directory';
import type { FormatRecords, RecordEntry, RecordsPage, RoleRecord } from './types';

/** Seconds between two times, in tenths: times are whole ticks, so anything finer is float noise. */
const improvementOf = (before: number, after: number): number => Math.round((before - after) * 10) / 10;

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

interface Holding {
  index: number;
  character: string;
}

interface RoleFastest {
  time: number;
  holdings: Holding[];
}

/** Per format, per role in its order: the lowest time and every slot that played it, in one pass over the rounds. */
function fastestPerRole(rounds: readonly UnrankedRound[]): Record<Format, RoleFastest[]> {
  const fastest = perFormat((format) => ROLES_BY_FORMAT[format].map((): RoleFastest => ({ time: Infinity, holdings: [] })));
  // The slowest of a format's role bests: most rounds are slower and need no look at their players.
  const ceiling = perFormat((): number => Infinity);
  rounds.forEach((round, index) => {
    if (round.round_time > ceiling[round.format]) return;
    const roles = fastest[round.format];
    for (const { character_name, role } of round.players) {
      const best = roles[ROLE_INDEX[round.format].get(role) ?? -1];
      if (!best || round.round_time > best.time) continue;
      if (round.round_time < best.time) {
        best.time = round.round_time;
        best.holdings = [];
        ceiling[round.format] = Math.max(...roles.map((other) => other.time));
      }
      best.holdings.push({ index, character: character_name });
    }
  });
  return fastest;
}

function roleRecordsOf(rounds: readonly UnrankedRound[], format: Format, fastest: readonly RoleFastest[], directory: PlayerDirectory): RoleRecord[] {
  return fastest.flatMap(({ time, holdings }, at): RoleRecord[] => {
    if (holdings.length === 0) return [];
    // One holder per player (alts under the main account), named by the earliest round on that time.
    const holders = new Map<string, { name: string; index: number }>();
    for (const { index, character } of holdings) {
      const name = directory.playerOf(character).name;
      const key = name.toLowerCase();
      const held = holders.get(key);
      if (!held || compareRoundsByDate(rounds[index]!, rounds[held.index]!) < 0) holders.set(key, { name, index });
    }
    return [
      {
        role: ROLES_BY_FORMAT[format][at]!,
        time,
        holders: [...holders.values()]
          .sort((a, b) => comparePlayerNames(a.name, b.name))
          .map(({ name, index }) => ({ name, roundId: rounds[index]!.id })),
      },
    ];
  });
}

export function recordsPage(data: RoundData, directory: PlayerDirectory): RecordsPage {
  const { rounds } = data;
  const walks = histories(data);
  const fastest = fastestPerRole(rounds);
  const formats = FORMATS.filter((format) => data.records[format] !== null).map(
    (format): FormatRecords => ({ format, history: finishedHistory(walks[format]), roles: roleRecordsOf(rounds, format, fastest[format], directory) }),
  );
  return { formats };
}
