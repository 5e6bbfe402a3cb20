/**
 * A player's wave splits in a format: where they lose time. Only the scroller's splits are exact (see
 * waveRecords), so every figure here reads the player's scroller rounds, the PB among them included.
 */
import { toTenths } from '../time';
import { addStep, timedRefOf } from '../timedRounds';
import { WAVE_COUNT, type Format, type Role } from '../constants';
import { compareRoundsByDate, compareRoundsByTime } from '../rank';
import type { RoundData } from '../roundList/data';
import type { UnrankedRound } from '../types';
import type { PlayerDirectory } from './directory';
import { playerRoundIndices } from './playerPage';
import type { TimedRoundRef } from './types';

export interface PlayerSplitsQuery {
  /** Any of the player's characters, any case. */
  name: string;
  format: Format;
  /** Rounds the player played in this role; null for every role. */
  role: Role | null;
}

export interface WaveSplitRow {
  wave_number: number;
  /** The fastest split, and the round that set it first (the earliest of equal times). */
  best: TimedRoundRef;
  average: number;
  /** The population standard deviation of the splits: how consistent the wave is. */
  spread: number;
  /** Rounds with a split of this wave. */
  rounds: number;
  /** Mean queen-spawn ticks over the rounds that timed it; null for wave 1 and where none did. */
  averageQs: number | null;
  /** The share (0 to 1) of good premoves among the rounds that say; null for wave 1 and where none says. */
  goodPremoves: number | null;
}

/** One wave's splits over time, for the chart: every dated round, and where the wave's best fell. */
export interface WaveSplitSeries {
  wave_number: number;
  points: TimedRoundRef[];
  steps: TimedRoundRef[];
}

export interface PlayerSplits {
  /** Scroller rounds read. */
  rounds: number;
  /** Waves 1 to 10 with at least one split, in order. */
  waves: WaveSplitRow[];
  series: WaveSplitSeries[];
  /** The sum of the Best column, once all ten waves have one; else null. */
  sumOfBest: number | null;
  /** The fastest of the rounds read; null when there is none. */
  pb: TimedRoundRef | null;
  /** PB minus sum of best: what the best splits would save; null until both are known. */
  timeToSave: number | null;
}


interface WaveTally {
  best: TimedRoundRef;
  bestRound: UnrankedRound;
  sum: number;
  sumOfSquares: number;
  count: number;
  qsSum: number;
  qsCount: number;
  goodPremoves: number;
  premovesTold: number;
  points: TimedRoundRef[];
  steps: TimedRoundRef[];
}


function tallyWave(tallies: (WaveTally | undefined)[], round: UnrankedRound, wave: UnrankedRound['wave_data'][number]): void {
  const at = wave.wave_number - 1;
  if (at < 0 || at >= WAVE_COUNT) return;
  const time = wave.wave_time;
  let tally = tallies[at];
  if (!tally) {
    tally = tallies[at] = { best: timedRefOf(round, time), bestRound: round, sum: 0, sumOfSquares: 0, count: 0, qsSum: 0, qsCount: 0, goodPremoves: 0, premovesTold: 0, points: [], steps: [] };
  } else if (time < tally.best.time || (time === tally.best.time && compareRoundsByDate(round, tally.bestRound) < 0)) {
    tally.best = timedRefOf(round, time);
    tally.bestRound = round;
  }
  tally.sum += time;
  tally.sumOfSquares += time * time;
  tally.count++;
  if (wave.wave_number > 1 && wave.qs_time != null) {
    tally.qsSum += wave.qs_time;
    tally.qsCount++;
  }
  if (wave.wave_number > 1 && wave.good_premove != null) {
    tally.premovesTold++;
    if (wave.good_premove) tally.goodPremoves++;
  }
  if (round.round_date === null) return;
  const point = timedRefOf(round, time);
  tally.points.push(point);
  addStep(tally.steps, point);
}

function rowOf(tally: WaveTally, wave_number: number): WaveSplitRow {
  const average = tally.sum / tally.count;
  const variance = Math.max(0, tally.sumOfSquares / tally.count - average * average);
  return {
    wave_number,
    best: tally.best,
    average,
    spread: Math.sqrt(variance),
    rounds: tally.count,
    averageQs: tally.qsCount > 0 ? tally.qsSum / tally.qsCount : null,
    goodPremoves: tally.premovesTold > 0 ? tally.goodPremoves / tally.premovesTold : null,
  };
}

/** Whether the player (any of `own`, lower case) played the round, in `role` when one is asked. */
export function playedIn(round: UnrankedRound, own: ReadonlySet<string>, role: Role | null): boolean {
  return round.players.some((player) => own.has(player.character_name.toLowerCase()) && (role === null || player.role === role));
}

export function playerSplits(data: RoundData, directory: PlayerDirectory, query: PlayerSplitsQuery): PlayerSplits {
  const own = new Set(directory.playerOf(query.name).characters.map((name) => name.toLowerCase()));
  const found = playerRoundIndices(data, own);
  const tallies: (WaveTally | undefined)[] = [];
  let pb: UnrankedRound | null = null;
  let read = 0;
  // Oldest first, so each wave's chart points come in order.
  for (let k = found.length - 1; k >= 0; k--) {
    const round = data.rounds[found[k]!]!;
    if (round.format !== query.format || !round.scroller || !playedIn(round, own, query.role)) continue;
    read++;
    if (!pb || compareRoundsByTime(round, pb) < 0) pb = round;
    for (const wave of round.wave_data) tallyWave(tallies, round, wave);
  }
  const waves: WaveSplitRow[] = [];
  const series: WaveSplitSeries[] = [];
  tallies.forEach((tally, at) => {
    if (!tally) return;
    waves.push(rowOf(tally, at + 1));
    series.push({ wave_number: at + 1, points: tally.points, steps: tally.steps });
  });
  // Summed in whole tenths: 0.1 + 0.2 in floating point is not 0.3.
  const sumOfBest = waves.length === WAVE_COUNT ? waves.reduce((sum, wave) => sum + Math.round(wave.best.time * 10), 0) / 10 : null;
  return {
    rounds: read,
    waves,
    series,
    sumOfBest,
    pb: pb && timedRefOf(pb),
    timeToSave: pb && sumOfBest !== null ? toTenths(pb.round_time - sumOfBest) : null,
  };
}
