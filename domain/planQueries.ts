/** The split planner and the Live page's projected finish, over the rounds of the device's copy. */
import { WAVE_COUNT, type Format } from './constants';
import type { LiveTeam } from './dataWorker';
import type { PlayerDirectory } from './player/directory';
import type { RoundData } from './roundList/data';
import type { FormatReferences } from './roundTimeLoss';
import { scopeRounds, teamRounds, type RoundScope } from './scopeRounds';
import { finishHistory, planSplits, projectFinish, waveProfiles, type FinishProjection, type SplitPlan } from './splitPlanner';
import type { TeamIndex } from './teams/teamIndex';
import { teamKey } from './teams/teamKey';
import { toTenths } from './time';
import type { UnrankedRound } from './types';
import { hasAllScrollerSplits } from './waves';

export interface PlanQuery {
  format: Format;
  of: RoundScope;
  /** Seconds; null before one is chosen. */
  target: number | null;
}

export interface PlanAnswer {
  /** The rounds with all ten splits the plan reads. */
  rounds: number;
  /** The sum of the best splits and of the typical ones, each with the typical time between waves: what a target is set between. */
  bestTotal: number | null;
  typicalTotal: number | null;
  plan: SplitPlan | null;
}

/** A split per wave adding up to the target, from the team's or player's own splits and the format's top ten. */
export function planFor(data: RoundData, teams: TeamIndex, directory: PlayerDirectory, references: Record<Format, FormatReferences>, query: PlanQuery): PlanAnswer {
  const rounds = scopeRounds(data, teams, directory, query.of, query.format, hasAllScrollerSplits);
  const profiles = waveProfiles(rounds);
  if (!profiles) return { rounds: 0, bestTotal: null, typicalTotal: null, plan: null };
  const { waves, overhead } = profiles;
  const sum = (pick: (wave: (typeof waves)[number]) => number) => toTenths(waves.reduce((total, wave) => total + pick(wave), 0) + overhead);
  const topTen = references[query.format].top_ten;
  const reference = topTen && topTen.length === WAVE_COUNT ? topTen.map((wave) => wave.wave_time) : null;
  return {
    rounds: profiles.rounds,
    bestTotal: sum((wave) => wave.best),
    typicalTotal: sum((wave) => wave.typical),
    plan: query.target === null ? null : planSplits(profiles, query.target, reference),
  };
}

/** A team with too few rounds of its own is projected from the format's most recent rounds, this many. */
export const FORMAT_HISTORY_ROUNDS = 1000;

/**
 * Each live team's projected finish from where it stands: from its own complete rounds, or the
 * format's most recent ones when it has too few; null for a team not yet past wave 1.
 */
export function projectionsFor(data: RoundData, teams: TeamIndex, live: readonly LiveTeam[]): (FinishProjection | null)[] {
  const byDate = data.sorted('round_date');
  return live.map((team) => {
    if (!team.progress) return null;
    const number = teams.numberOf(teamKey(team.names));
    const own = number === undefined ? [] : teamRounds(data, teams, number, team.format, hasAllScrollerSplits);
    // By date, oldest first: read backwards, the newest dated rounds come first (undated ones are no history).
    const recent: UnrankedRound[] = [];
    for (let k = byDate.length - 1; k >= 0 && recent.length < FORMAT_HISTORY_ROUNDS; k--) {
      const round = data.rounds[byDate[k]!]!;
      if (round.format === team.format && round.round_date !== null && hasAllScrollerSplits(round)) recent.push(round);
    }
    const ownBest = own.reduce<number | null>((best, round) => (best === null || round.round_time < best ? round.round_time : best), null);
    return projectFinish(finishHistory(own, recent), team.progress.wavesDone, team.progress.elapsed, { teamBest: ownBest, worldRecord: data.records[team.format] });
  });
}
