import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { BaTimesDb, EMPTY_SYNC_STATE } from '../workers/baTimesDb';
import type { Role } from '../domain/constants';
import { buildLeaderboard } from '../domain/leaderboard';
import type { AltsMap, UnrankedRound, WaveEntry } from '../domain/types';
import { deriveRoundData } from '../domain/roundList/data';
import { createScreenQueries } from '../workers/queries/service';
import type { RoundListQuery } from '../domain/roundList/types';
import { measure, type Row } from './measure';
import { recordsPage } from '../domain/player/records';
import { playerSplits } from '../domain/player/waveSplits';
import { formatReferences, roundTimeLoss } from '../domain/roundTimeLoss';
import { bottlenecksOf } from '../domain/bottleneckPages';
import { planFor, projectionsFor } from '../domain/planQueries';
import { activityOf } from '../domain/activityPage';
import { teamsOf } from '../domain/teams/teams';
import { teamIndex } from '../domain/teams/teamIndex';
import { teamKey } from '../domain/teams/teamKey';
import { waveRecords } from '../domain/waveRecords';
import { loadPlayerDirectory } from '../workers/queries/players';
import { syntheticIdentities, syntheticRounds, type SyntheticRound } from './synthetic';
import type { LeaderboardQuery } from '../domain/leaderboardList/types';

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;

/** Stored as sync leaves them; no wave splits, which the list never reads, to keep memory sane. */
function storedRound(round: SyntheticRound): UnrankedRound {
  return {
    ...round,
    scroller: true,
    has_replay: false,
    players: round.players.map((player) => ({ character_name: player.character_name, role: player.role as Role })),
    wave_data: [],
  };
}

/** Ten believable waves summing to about the round's time, varying by round. */
function tenWaves(roundTime: number, seed: number): WaveEntry[] {
  return Array.from({ length: 10 }, (_, i) => {
    const wave_time = Math.round((roundTime / 10 + ((seed * (i + 7)) % 13) * 0.6 - 3.6) * 10) / 10;
    // Each kind of penance dies a few ticks before the wave ends, a different kind last from wave to wave.
    const before = (kind: number) => Math.round((wave_time - 0.6 * (1 + ((seed + i + kind) % 4) * 3)) * 10) / 10;
    return {
      wave_number: i + 1,
      wave_time,
      qs_time: 4 + ((seed + i) % 3),
      good_premove: true,
      reset: false,
      fighter_death_time: before(0),
      ranger_death_time: before(1),
      runner_death_time: before(2),
      healer_death_time: before(3),
      ...(i === 9 ? { queen_spawn_time: Math.round(wave_time * 4) / 10 } : {}),
    };
  });
}

/** Each synthetic user's characters, linked to one another (lower-case names: alts match in any case). */
function syntheticAlts(): AltsMap {
  const byUser = new Map<string, string[]>();
  for (const [name, identity] of syntheticIdentities()) {
    const names = byUser.get(identity.key) ?? [];
    names.push(name);
    byUser.set(identity.key, names);
  }
  const alts: AltsMap = {};
  for (const names of byUser.values()) for (const name of names) alts[name] = names.filter((other) => other !== name);
  return alts;
}

async function filledDb(count: number): Promise<BaTimesDb> {
  // Dexie in Node reads fake-indexeddb, given here rather than installed as a global indexedDB.
  Dexie.dependencies.indexedDB = indexedDB;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  const rounds = syntheticRounds(count);
  const db = new BaTimesDb(`ba-times-bench-${process.pid}`);
  await db.rounds.bulkPut(rounds.map(storedRound));
  await db.alts.bulkPut(Object.entries(syntheticAlts()).map(([name, alts]) => ({ name, alts })));
  await db.leaderboards.put({ scope: 'all', entries: buildLeaderboard(rounds, syntheticIdentities()), etag: null });
  await db.sync.put({ ...EMPTY_SYNC_STATE, version: 1, cursor: 1 });
  return db;
}

const ROUND_PAGE: RoundListQuery = { format: null, search: '', pbsOnly: false, sortBy: 'round_time', order: 'asc', page: 0, pageSize: 25 };
const BOARD_PAGE: LeaderboardQuery = { format: 'five_man', region: 'all', search: '', sortBy: 'average_time', order: 'asc', page: 0, pageSize: 25 };

/** The data worker's service in Node over fake-indexeddb: a cold first answer, then warm queries. */
export async function dataWorkerRows(count = 100_000): Promise<Row[]> {
  const db = await filledDb(count);
  try {
    const stats = createScreenQueries(db);
    const coldStart = performance.now();
    await stats.roundList(ROUND_PAGE);
    const cold = performance.now() - coldStart;

    // What a version change costs once the rows are read: every derived column and the default order.
    const stored = await db.rounds.toArray();
    const rebuild = await measure(() => deriveRoundData(stored).sorted('round_time'), 5, 1);

    const warm = (query: Partial<RoundListQuery>) => measure(() => stats.roundList({ ...ROUND_PAGE, ...query }), 30);
    const page = await warm({});
    const search = await warm({ search: 'Player 12' });
    const pbs = await warm({ pbsOnly: true });
    const byDate = await warm({ format: 'five_man', sortBy: 'round_date', order: 'desc' });
    const board = await measure(() => stats.leaderboard(BOARD_PAGE), 30);
    const player = stored[0]!.players[0]!.character_name;
    const playerPage = await measure(() => stats.playerPage({ name: player, page: 0 }), 30);
    const records = await measure(() => stats.records(), 30);
    // The records page moves with every upload: what working it out again at a new version costs.
    const data = deriveRoundData(stored);
    const directory = await loadPlayerDirectory(db);
    const recordsAnew = await measure(() => recordsPage(data, directory), 15, 2);
    const recordsToCompare = await measure(() => stats.recordsToCompare(), 30);
    // The stored rounds carry no splits (the lists never read them): ten waves each for this one.
    const withSplits = stored.map((round) => ({ ...round, wave_data: tenWaves(round.round_time, round.id) }));
    const waveRecordsAnew = await measure(() => waveRecords(withSplits), 15, 2);
    // A player's splits are worked out from the player's own rounds at each ask, so warm and anew cost the same.
    const splitData = deriveRoundData(withSplits);
    const splitsQuery = { name: player, format: stored[0]!.format, role: null };
    const splits = await measure(() => playerSplits(splitData, directory, splitsQuery), 30);
    const splitsRead = playerSplits(splitData, directory, splitsQuery).rounds;
    // The Teams list is kept per version of the rounds; a new version works out the rounds' teams and the list again when first asked.
    const teamsFormat = stored[0]!.format;
    const teamsWarm = await measure(() => stats.teams({ format: teamsFormat, page: 0 }), 30);
    const teamsAnew = await measure(() => teamsOf(data, teamIndex(data)), 15, 2);
    const list = teamsOf(data, teamIndex(data))[teamsFormat];
    const teamCount = list.count;
    // A team's page reads the rounds' teams for its own at each ask: warm and anew cost the same, the teams kept aside.
    const busiestAt = list.rounds.indexOf(Math.max(...list.rounds));
    const busiest = { key: teamKey(data.rounds[list.best[busiestAt]!]!.players.map((player) => player.character_name)), rounds: list.rounds[busiestAt]! };
    const team = await measure(() => stats.team({ key: busiest.key, page: 0 }), 30);
    // Where the time goes: the format's references are kept per version of the rounds; a round's, a team's and a player's are worked out at each ask.
    const splitTeams = teamIndex(splitData);
    const referencesAnew = await measure(() => formatReferences(withSplits), 15, 2);
    const references = formatReferences(withSplits);
    const measuredRound = withSplits.find((round) => round.scroller)!;
    const roundLoss = await measure(() => roundTimeLoss(splitData, splitTeams, references, { roundId: measuredRound.id, reference: 'top_ten' }), 30);
    const teamBottlenecks = await measure(() => bottlenecksOf(splitData, splitTeams, directory, references, { format: teamsFormat, of: { team: busiest.key } }), 30);
    const playerBottlenecks = await measure(() => bottlenecksOf(splitData, splitTeams, directory, references, { format: splitsQuery.format, of: { player, role: null } }), 30);
    // The planner, the calendar and the projection are worked out at each ask from the rounds kept per version.
    const planQuery = { format: splitsQuery.format, of: { player, role: null }, target: null };
    const typical = planFor(splitData, splitTeams, directory, references, planQuery).typicalTotal!;
    const plan = await measure(() => planFor(splitData, splitTeams, directory, references, { ...planQuery, target: typical - 5 }), 30);
    const activity = await measure(() => activityOf(splitData, splitTeams, directory, { of: { player }, weeks: 52, today: new Date().toISOString().slice(0, 10), timeZone: 'UTC' }), 30);
    const liveTeam = { format: teamsFormat, names: data.rounds[list.best[busiestAt]!]!.players.map((p) => p.character_name), progress: { wavesDone: 5, elapsed: 300 } };
    const projection = await measure(() => projectionsFor(splitData, splitTeams, [liveTeam]), 15, 2);

    const k = `${Math.round(count / 1000)}k`;
    return [
      { what: `data worker: first round list, ${k} rounds, cold (fake-indexeddb, Node)`, measured: ms(cold), budget: '-', ok: null },
      { what: `data worker: rebuild of derived data, ${k} rounds in memory, Node (median)`, measured: ms(rebuild.median), budget: '-', ok: null },
      { what: `data worker: round list, default page, ${k} rounds, warm (median)`, measured: ms(page.median), budget: '≤ 30 ms', ok: page.median <= 30 },
      { what: `data worker: round list, search 'Player 12', warm (median)`, measured: ms(search.median), budget: '-', ok: null },
      { what: `data worker: round list, PBs Only, warm (median)`, measured: ms(pbs.median), budget: '-', ok: null },
      { what: `data worker: round list, 5 Man by date desc, warm (median)`, measured: ms(byDate.median), budget: '-', ok: null },
      { what: `data worker: leaderboard, 5 Man page, warm (median)`, measured: ms(board.median), budget: '-', ok: null },
      { what: `data worker: a player's page, ${k} rounds, warm (median)`, measured: ms(playerPage.median), budget: '≤ 50 ms', ok: playerPage.median <= 50 },
      { what: `data worker: Records page, ${k} rounds, warm (median)`, measured: ms(records.median), budget: '≤ 50 ms', ok: records.median <= 50 },
      { what: `data worker: Records page worked out anew at a data version, ${k} rounds (median)`, measured: ms(recordsAnew.median), budget: '-', ok: null },
      { what: `data worker: wave records and WR rounds, ${k} rounds, warm (median)`, measured: ms(recordsToCompare.median), budget: '≤ 30 ms', ok: recordsToCompare.median <= 30 },
      { what: `data worker: wave records worked out anew at a data version, ${k} rounds (median)`, measured: ms(waveRecordsAnew.median), budget: '-', ok: null },
      {
        what: `data worker: a player's wave splits (${splitsRead} rounds of theirs), ${k} rounds with ten waves each, worked out at each ask, warm or at a new version (median)`,
        measured: ms(splits.median),
        budget: '≤ 50 ms',
        ok: splits.median <= 50,
      },
      { what: `data worker: Teams list, first page, ${k} rounds, warm (median)`, measured: ms(teamsWarm.median), budget: '≤ 50 ms', ok: teamsWarm.median <= 50 },
      { what: `data worker: Teams list worked out anew at a data version: the rounds' teams, then the list, ${k} rounds, ${teamCount} teams of the format (median; the rounds' orders by time and date, shared with Round Times and Records, already derived)`, measured: ms(teamsAnew.median), budget: '≤ 50 ms', ok: teamsAnew.median <= 50 },
      { what: `data worker: a team's page (${busiest.rounds} rounds together), ${k} rounds, worked out at each ask, warm or at a new version (median)`, measured: ms(team.median), budget: '≤ 50 ms', ok: team.median <= 50 },
      { what: `data worker: where the time goes, the formats' top ten and world-record references worked out anew at a version of the rounds, ${k} rounds with ten timed waves (median)`, measured: ms(referencesAnew.median), budget: '≤ 50 ms', ok: referencesAnew.median <= 50 },
      { what: `data worker: where the time goes on a round's details, ${k} rounds, references kept (median)`, measured: ms(roundLoss.median), budget: '≤ 5 ms', ok: roundLoss.median <= 5 },
      { what: `data worker: where the time goes on a team's page, ${k} rounds, worked out at each ask (median)`, measured: ms(teamBottlenecks.median), budget: '≤ 5 ms', ok: teamBottlenecks.median <= 5 },
      { what: `data worker: where the time goes on a player's page (${splitsRead} rounds of theirs), ${k} rounds, worked out at each ask (median)`, measured: ms(playerBottlenecks.median), budget: '≤ 5 ms', ok: playerBottlenecks.median <= 5 },
      { what: `data worker: a player's split plan for a target, ${k} rounds, worked out at each ask (median)`, measured: ms(plan.median), budget: '≤ 5 ms', ok: plan.median <= 5 },
      { what: `data worker: a player's year of activity, ${k} rounds, worked out at each ask (median)`, measured: ms(activity.median), budget: '≤ 5 ms', ok: activity.median <= 5 },
      { what: `data worker: a live team's projected finish from the format's most recent 1000 of ${k} rounds (a team with too few of its own), at each checkpoint (median)`, measured: ms(projection.median), budget: '≤ 50 ms', ok: projection.median <= 50 },
    ];
  } finally {
    db.close();
    await Dexie.delete(db.name);
  }
}
