/**
 * Split planning: what each wave must take for a round to finish at a target time, and where a round
 * being played is heading. Both read rounds with all ten splits; a round's time is its splits plus
 * the gaps between waves (the queue, the walk), its overhead, which a plan keeps as part of the target.
 */
import { median, percentile } from './stats';
import { WAVE_COUNT } from './constants';
import { formatTime } from './time';
import type { UnrankedRound } from './types';

// Every figure is worked in whole tenths of a second, the precision of a round's times:
// 0.1 + 0.2 in floating point is not 0.3, and a plan must add up to its target exactly.
const tenthsOf = (seconds: number): number => Math.round(seconds * 10);
const fromTenths = (tenths: number): number => tenths / 10;

/** A round's ten splits in tenths, wave 1 first; null when a wave has none. */
function tenSplitsOf(round: UnrankedRound): number[] | null {
  const splits: number[] = [];
  for (let wave = 1; wave <= WAVE_COUNT; wave++) {
    const entry = round.wave_data.find((candidate) => candidate.wave_number === wave);
    if (!entry) return null;
    splits.push(tenthsOf(entry.wave_time));
  }
  return splits;
}

interface ReadRound {
  splits: number[];
  /** Round time minus the splits, in tenths. */
  overhead: number;
  roundTime: number;
}

function readRounds(rounds: Iterable<UnrankedRound>): ReadRound[] {
  const read: ReadRound[] = [];
  for (const round of rounds) {
    const splits = tenSplitsOf(round);
    if (!splits) continue;
    const roundTime = tenthsOf(round.round_time);
    read.push({ splits, roundTime, overhead: roundTime - splits.reduce((sum, split) => sum + split, 0) });
  }
  return read;
}

export interface WaveProfile {
  wave_number: number;
  best: number;
  /** The median split, to the tenth. */
  typical: number;
  /** Every round's split of the wave, fastest first. */
  splits: number[];
}

export interface WaveProfiles {
  /** Rounds read: those with all ten splits. */
  rounds: number;
  /** Waves 1 to 10, in order. */
  waves: WaveProfile[];
  /** The median of round time minus the ten splits, to the tenth. */
  overhead: number;
}

/**
 * Each wave's best, typical and every split over a player's or team's rounds of one format (the
 * scroller's, whose splits are exact), reading only rounds with all ten splits; null when none has.
 */
export function waveProfiles(rounds: Iterable<UnrankedRound>): WaveProfiles | null {
  const read = readRounds(rounds);
  if (read.length === 0) return null;
  const waves = Array.from({ length: WAVE_COUNT }, (_, at): WaveProfile => {
    const splits = read.map((round) => round.splits[at]!).sort((a, b) => a - b);
    return { wave_number: at + 1, best: fromTenths(splits[0]!), typical: fromTenths(Math.round(median(splits))), splits: splits.map(fromTenths) };
  });
  return { rounds: read.length, waves, overhead: fromTenths(Math.round(median(read.map((round) => round.overhead)))) };
}

/** The share (0 to 1) of a wave's rounds whose split is at or under `seconds`. */
export function shareAtOrUnder(profile: Pick<WaveProfile, 'splits'>, seconds: number): number {
  const limit = tenthsOf(seconds);
  let low = 0;
  let high = profile.splits.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (tenthsOf(profile.splits[mid]!) <= limit) low = mid + 1;
    else high = mid;
  }
  return profile.splits.length === 0 ? 0 : low / profile.splits.length;
}

/** Targets a plan is worked for: 5:00 to an hour, around any round a team could play. */
export const PLAN_TARGET_LIMITS = { min: 300, max: 3600 } as const;

export function isPlanTarget(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= PLAN_TARGET_LIMITS.min && seconds <= PLAN_TARGET_LIMITS.max;
}

export interface PlannedWave {
  wave_number: number;
  split: number;
  best: number;
  typical: number;
  /** The share (0 to 1) of the rounds read whose split of this wave is at or under the planned one. */
  reachedShare: number;
  /** Round time at the end of the wave: the planned splits so far and a tenth of the overhead per wave. */
  pace: number;
}

export interface SplitPlan {
  /** The target, to the tenth: the planned splits plus the overhead add up to it exactly. */
  target: number;
  overhead: number;
  waves: PlannedWave[];
}

/**
 * Hands out `units` one at a time, each to the wave with the largest weight for what it holds
 * (Sainte-Laguë's divisors) among those under their cap; ties go to the earlier wave. One at a time,
 * so a larger hand-out only adds to a smaller one's, and no wave's share ever shrinks as it grows.
 */
function shareOut(units: number, weights: readonly number[], caps: readonly number[]): number[] {
  const held = weights.map(() => 0);
  for (let unit = 0; unit < units; unit++) {
    let chosen = -1;
    let chosenPriority = -1;
    held.forEach((count, at) => {
      if (count >= caps[at]!) return;
      const priority = weights[at]! / (count + 0.5);
      if (priority > chosenPriority) {
        chosen = at;
        chosenPriority = priority;
      }
    });
    held[chosen]!++;
  }
  return held;
}

const total = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/**
 * The cut from the typical splits, in tenths: first among the waves that lose against the reference,
 * in proportion to what they lose (in proportion to what each could save when none does, or there is
 * no reference), none below its best; then any waves left above their best; only then below the best,
 * in proportion to each wave's best.
 */
function cutsOf(cut: number, typical: readonly number[], best: readonly number[], reference: readonly number[] | null): number[] {
  const slack = typical.map((split, at) => split - best[at]!);
  const losses = typical.map((split, at) => {
    const referenceSplit = reference?.[at];
    return referenceSplit === undefined ? 0 : Math.max(0, split - tenthsOf(referenceSplit));
  });
  const lossCaps = slack.map((room, at) => (losses[at]! > 0 ? room : 0));
  const first = shareOut(Math.min(cut, total(lossCaps)), losses, lossCaps);
  const left = slack.map((room, at) => room - first[at]!);
  const second = shareOut(Math.min(cut - total(first), total(left)), slack, left);
  const belowBest = shareOut(Math.max(0, cut - total(slack)), best, best);
  return first.map((taken, at) => taken + second[at]! + belowBest[at]!);
}

/**
 * Splits that finish at `target` seconds with the typical overhead, starting from the typical splits:
 * a faster target cuts them (see cutsOf), a slower one adds to each in proportion to its typical split.
 * Null with no profiles, a target outside PLAN_TARGET_LIMITS, or one the overhead alone exceeds.
 */
export function planSplits(profiles: WaveProfiles | null, target: number, reference: readonly number[] | null): SplitPlan | null {
  if (!profiles || !isPlanTarget(target)) return null;
  const targetTenths = tenthsOf(target);
  const overhead = tenthsOf(profiles.overhead);
  const budget = targetTenths - overhead;
  if (budget < 0) return null;
  const typical = profiles.waves.map((wave) => tenthsOf(wave.typical));
  const best = profiles.waves.map((wave) => tenthsOf(wave.best));
  const cut = total(typical) - budget;
  const splits =
    cut >= 0
      ? cutsOf(cut, typical, best, reference).map((taken, at) => typical[at]! - taken)
      : shareOut(-cut, typical, typical.map(() => Infinity)).map((added, at) => typical[at]! + added);
  let through = 0;
  const waves = profiles.waves.map((profile, at): PlannedWave => {
    through += splits[at]!;
    const split = fromTenths(splits[at]!);
    // The overhead is spread evenly, a tenth of it before each wave's end: the gaps fall between waves alike.
    const pace = fromTenths(Math.round(through + (overhead * (at + 1)) / WAVE_COUNT));
    return { wave_number: profile.wave_number, split, best: profile.best, typical: profile.typical, reachedShare: shareAtOrUnder(profile, split), pace };
  });
  return { target: fromTenths(targetTenths), overhead: fromTenths(overhead), waves };
}

/** Whose rounds a projection reads: the team's own, or the format's when the team has too few. */
export type HistorySource = 'team' | 'format';

export interface FinishHistory {
  source: HistorySource;
  rounds: readonly UnrankedRound[];
}

/** Fewer of the team's own complete rounds than this, and a projection reads the format's. */
export const MIN_TEAM_ROUNDS = 3;

/** The team's rounds when at least MIN_TEAM_ROUNDS of them have all ten splits, else the format's. */
export function finishHistory(teamRounds: readonly UnrankedRound[], formatRounds: readonly UnrankedRound[]): FinishHistory {
  const complete = teamRounds.filter((round) => tenSplitsOf(round) !== null).length;
  return complete >= MIN_TEAM_ROUNDS ? { source: 'team', rounds: teamRounds } : { source: 'format', rounds: formatRounds };
}

export interface FinishRecords {
  /** The team's best round time; null when it has none. */
  teamBest: number | null;
  worldRecord: number | null;
}

export interface FinishProjection {
  source: HistorySource;
  /** Rounds read: those with all ten splits. */
  rounds: number;
  /** The elapsed time plus the median of what the rounds read took from the same point. */
  projection: number;
  /** The same with the 10th and the 90th nearest-rank percentiles of what they took. */
  low: number;
  high: number;
  /** The share (0 to 1) of the rounds read that would, from here, beat the team's best; null without one. */
  pbChance: number | null;
  wrChance: number | null;
}

const LOW_PERCENTILE = 10;
const HIGH_PERCENTILE = 90;

/**
 * Where a round being played will finish, having ended wave `wavesDone` (0 to 9) at `elapsedAtLastWave`
 * seconds: what each round of the history took after that wave (its round time, less its splits so far
 * and as much of its overhead as a plan's pace spends by then), added to the elapsed time. Null when no
 * round of the history has all ten splits.
 */
export function projectFinish(history: FinishHistory, wavesDone: number, elapsedAtLastWave: number, records: FinishRecords): FinishProjection | null {
  const read = readRounds(history.rounds);
  if (read.length === 0) return null;
  const elapsed = tenthsOf(elapsedAtLastWave);
  const remaining = read
    .map((round) => round.roundTime - total(round.splits.slice(0, wavesDone)) - Math.round((round.overhead * wavesDone) / WAVE_COUNT))
    .sort((a, b) => a - b);
  const chanceUnder = (time: number | null): number | null => {
    if (time === null) return null;
    const limit = tenthsOf(time);
    return remaining.filter((rest) => elapsed + rest < limit).length / remaining.length;
  };
  return {
    source: history.source,
    rounds: read.length,
    projection: fromTenths(elapsed + median(remaining)),
    low: fromTenths(elapsed + percentile(remaining, LOW_PERCENTILE)),
    high: fromTenths(elapsed + percentile(remaining, HIGH_PERCENTILE)),
    pbChance: chanceUnder(records.teamBest),
    wrChance: chanceUnder(records.worldRecord),
  };
}

/** 'On pace for 9:34.2': to the tenth, as formatTime shows the best and the record it is set against. */
export function paceText(projection: Pick<FinishProjection, 'projection'>): string {
  return `On pace for ${formatTime(projection.projection)}`;
}
