/** How a round being played stands against the best: its wave, its real time, and its pace. */
import type { Format } from './constants';
import type { LiveCheckpoint, LiveRound } from './live';
import { compareRoundsByTime } from './rank';
import { parseUtcTimestamp, toTenths } from './time';
import type { UnrankedRound } from './types';
import type { FormatWaveRecords } from './waveRecords';

/** The checkpoint sent last: the start of the wave the team is on. */
export function latestCheckpoint(round: Pick<LiveRound, 'checkpoints'>): LiveCheckpoint | null {
  let latest: LiveCheckpoint | null = null;
  for (const checkpoint of round.checkpoints) if (!latest || checkpoint.wave_number > latest.wave_number) latest = checkpoint;
  return latest;
}

/** The wave a round is on: its latest checkpoint's, or wave 1 before any (wave 1 sends none). */
export function currentWave(round: Pick<LiveRound, 'checkpoints'>): number {
  return latestCheckpoint(round)?.wave_number ?? 1;
}

/** Seconds from one UTC timestamp to another. */
export function secondsBetween(from: string, to: string): number {
  return (parseUtcTimestamp(to).getTime() - parseUtcTimestamp(from).getTime()) / 1000;
}

/**
 * Waves 1 to `lastWave` of a round's splits, added up in whole tenths (0.1 + 0.2 in floating point is
 * not 0.3); null when a wave of them is missing, as the sum would then fall short.
 */
export function timeThroughWave(waves: readonly { wave_number: number; wave_time: number }[], lastWave: number): number | null {
  let tenths = 0;
  for (let wave = 1; wave <= lastWave; wave++) {
    const split = waves.find((entry) => entry.wave_number === wave);
    if (!split) return null;
    tenths += Math.round(split.wave_time * 10);
  }
  return tenths / 10;
}

/** What the world record's pace is read from: its own splits, or the wave records' when it has none. */
export type WorldRecordSource = 'world-record' | 'sum-of-best';

export interface LivePace {
  /** The wave whose start the latest checkpoint marks. */
  wave: number;
  /** Seconds from the round's start to that checkpoint's arrival. */
  realTime: number;
  /** Real time minus the world record's time at the same point, in tenths; null when nothing reaches that far. */
  worldRecord: { delta: number; source: WorldRecordSource } | null;
  /** Real time minus the team's best round's time at the same point, in tenths; null when it has no such splits. */
  teamBest: number | null;
}

/** What a live round is measured against, from the device's copy. */
export interface PaceReferences {
  /** The world-record round when the scroller submitted it with splits (worldRecordRound). */
  worldRecord: UnrankedRound | null;
  waveRecords: FormatWaveRecords | null;
  /** The team's fastest round (teamBestRound). */
  teamBest: UnrankedRound | null;
}


/**
 * The pace at the latest checkpoint, the start of wave N: the real time then against the reference's
 * waves 1 to N − 1. The world record's own splits when they reach that far, else the wave records'
 * (the sum of best so far). Null before the first checkpoint.
 */
export function livePace(round: Pick<LiveRound, 'round_started_at' | 'checkpoints'>, references: PaceReferences): LivePace | null {
  const latest = latestCheckpoint(round);
  if (!latest) return null;
  const realTime = secondsBetween(round.round_started_at, latest.received_at);
  const before = latest.wave_number - 1;
  const recordSplits = references.worldRecord && timeThroughWave(references.worldRecord.wave_data, before);
  const bestSplits = references.waveRecords && timeThroughWave(references.waveRecords.waves.map((record) => ({ wave_number: record.wave_number, wave_time: record.time })), before);
  const worldRecord =
    recordSplits != null
      ? { delta: toTenths(realTime - recordSplits), source: 'world-record' as const }
      : bestSplits != null
        ? { delta: toTenths(realTime - bestSplits), source: 'sum-of-best' as const }
        : null;
  const teamSplits = references.teamBest && timeThroughWave(references.teamBest.wave_data, before);
  return { wave: latest.wave_number, realTime, worldRecord, teamBest: teamSplits == null ? null : toTenths(realTime - teamSplits) };
}

/** A pace as read aloud and shown: '+3.2 s', '−1.8 s' with a true minus sign, '0.0 s' when even. */
export function formatPace(delta: number): string {
  const magnitude = Math.abs(delta).toFixed(1);
  if (Number(magnitude) === 0) return `${magnitude} s`;
  return `${delta > 0 ? '+' : '\u2212'}${magnitude} s`;
}

/** A team as the same set of characters, whatever the case of their names or their order. */
export function teamKey(format: Format, names: readonly string[]): string {
  return `${format}:${names.map((name) => name.toLowerCase()).sort().join('\n')}`;
}

/** The team's fastest round of the format (the earliest of equal times), null when it has none. */
export function teamBestRound(rounds: Iterable<UnrankedRound>, format: Format, names: readonly string[]): UnrankedRound | null {
  const key = teamKey(format, names);
  let best: UnrankedRound | null = null;
  for (const round of rounds) {
    // Most rounds differ in format or size: those are passed over before any name is lowered.
    if (round.format !== format || round.players.length !== names.length) continue;
    if (best && compareRoundsByTime(round, best) >= 0) continue;
    if (teamKey(round.format, round.players.map((player) => player.character_name)) === key) best = round;
  }
  return best;
}

/** Seconds a round has run by now (its start and `now` both UTC), never below zero. */
export function elapsedSince(startedAt: string, now: number): number {
  return Math.max(0, (now - parseUtcTimestamp(startedAt).getTime()) / 1000);
}

/** m:ss for a clock that ticks each second. */
export function formatClock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
