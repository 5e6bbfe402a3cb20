/**
 * Where a round's time goes: in each wave, which kind of penance died last (the wave's bottleneck), and
 * how far each wave and kind ran behind a reference (the top ten, the world record, the team's best).
 * Only the scroller's splits are exact, so callers pass the scroller's rounds with splits.
 */
import { WAVE_COUNT, perFormat, type Format, type Role } from './constants';
import { compareRoundsByTime } from './rank';
import { median } from './stats';
import { toTenths } from './time';
import type { UnrankedRound, WaveEntry } from './types';
import { WAVE_DELTA_DECIMALS, formatDelta, sortWaves } from './waves';

export const PENANCE_KINDS = ['fighter', 'ranger', 'runner', 'healer', 'queen'] as const;
export type PenanceKind = (typeof PENANCE_KINDS)[number];

export const KIND_LABELS: Record<PenanceKind, string> = {
  fighter: 'fighters',
  ranger: 'rangers',
  runner: 'runners',
  healer: 'healers',
  queen: 'the queen',
};

/** The same, starting a sentence or a heading. */
export const KIND_TITLES = Object.fromEntries(Object.entries(KIND_LABELS).map(([kind, label]) => [kind, label.charAt(0).toUpperCase() + label.slice(1)])) as Record<PenanceKind, string>;

/** Whose job each kind is; the collector's, for the queen, as the eggs she is killed with are theirs to gather. */
const ROLES_BY_KIND: Record<Format, Record<PenanceKind, readonly Role[]>> = {
  five_man: {
    fighter: ['Main Attacker', '2nd Attacker'],
    ranger: ['Main Attacker', '2nd Attacker'],
    runner: ['Defender'],
    healer: ['Healer'],
    queen: ['Collector'],
  },
  leech: { fighter: ['Attacker'], ranger: ['Attacker'], runner: ['Defender'], healer: ['Healer'], queen: ['Collector'] },
  duo_heal: {
    fighter: ['Attacker'],
    ranger: ['Attacker'],
    runner: ['Defender'],
    healer: ['Main Healer', '2nd Healer'],
    queen: ['Collector'],
  },
};

const KINDS_BY_ROLE = perFormat((format): ReadonlyMap<Role, readonly PenanceKind[]> => {
  const kinds = new Map<Role, PenanceKind[]>();
  for (const kind of PENANCE_KINDS) {
    for (const role of ROLES_BY_KIND[format][kind]) kinds.set(role, [...(kinds.get(role) ?? []), kind]);
  }
  return kinds;
});

const NO_KINDS: readonly PenanceKind[] = [];

/** The kinds that are `role`'s job in `format`, in PENANCE_KINDS order; none for a role the format lacks. */
export function kindsOfRole(format: Format, role: Role): readonly PenanceKind[] {
  return KINDS_BY_ROLE[format].get(role) ?? NO_KINDS;
}

export function rolesOfKind(format: Format, kind: PenanceKind): readonly Role[] {
  return ROLES_BY_KIND[format][kind];
}


/** What a wave's bottleneck is read from. */
export type WaveTimes = Pick<
  WaveEntry,
  'wave_number' | 'wave_time' | 'ranger_death_time' | 'fighter_death_time' | 'runner_death_time' | 'healer_death_time' | 'queen_spawn_time'
>;

const DEATH_FIELDS = {
  fighter: 'fighter_death_time',
  ranger: 'ranger_death_time',
  runner: 'runner_death_time',
  healer: 'healer_death_time',
} as const satisfies Record<Exclude<PenanceKind, 'queen'>, keyof WaveTimes>;

/**
 * When the last penance of `kind` died, in tenths of a second from the wave's start; null when the wave
 * did not time it. The queen's death ends wave 10, so once her spawn was seen she died at the wave's time.
 */
export function kindTime(wave: WaveTimes, kind: PenanceKind): number | null {
  const seconds = kind === 'queen' ? (wave.wave_number === WAVE_COUNT && wave.queen_spawn_time != null ? wave.wave_time : null) : wave[DEATH_FIELDS[kind]];
  return seconds == null ? null : toTenths(seconds);
}

/** The index in PENANCE_KINDS of the kind that died last, the first of them on a tie; -1 when none is timed. */
function latestKindAt(wave: WaveTimes): number {
  let latest = -1;
  let latestTime = -Infinity;
  for (let k = 0; k < PENANCE_KINDS.length; k++) {
    const time = kindTime(wave, PENANCE_KINDS[k]!);
    if (time !== null && time > latestTime) {
      latest = k;
      latestTime = time;
    }
  }
  return latest;
}

export interface WaveBottleneck {
  /** The kind that died last: the wave waited on it. */
  kind: PenanceKind;
  time: number;
  /** How long after the second-latest kind it died; 0 when it was the only kind timed, or tied. */
  margin: number;
}

export function waveBottleneck(wave: WaveTimes): WaveBottleneck | null {
  const latest = latestKindAt(wave);
  if (latest < 0) return null;
  const kind = PENANCE_KINDS[latest]!;
  const time = kindTime(wave, kind)!;
  let second: number | null = null;
  for (let k = 0; k < PENANCE_KINDS.length; k++) {
    const other = k === latest ? null : kindTime(wave, PENANCE_KINDS[k]!);
    if (other !== null && (second === null || other > second)) second = other;
  }
  return { kind, time, margin: second === null ? 0 : toTenths(time - second) };
}

export type ReferenceKind = 'top_ten' | 'world_record' | 'team_best';

export const REFERENCE_LABELS: Record<ReferenceKind, string> = {
  top_ten: 'the top ten',
  world_record: 'the world record',
  team_best: "the team's best",
};

/** The references as a choice names them. */
export const REFERENCE_TITLES: Record<ReferenceKind, string> = { top_ten: 'The top ten', world_record: 'The world record', team_best: "The team's best" };

/** One wave of a reference, its times as a wave's are read (kindTime); a kind it never timed is absent. */
export interface ReferenceWave {
  wave_number: number;
  wave_time: number;
  deaths: Partial<Record<PenanceKind, number>>;
}

type RoundSplits = { wave_data: readonly WaveTimes[] };

/** The middle value in tenths. */
const medianOf = (values: readonly number[]): number => toTenths(median(values));

/** Waves 1 to 10 that any of `rounds` has, in order, each the median of the rounds' times of it. */
function medianReference(rounds: readonly RoundSplits[]): ReferenceWave[] {
  const waveTimes = Array.from({ length: WAVE_COUNT }, (): number[] => []);
  const kindTimes = Array.from({ length: WAVE_COUNT }, () => PENANCE_KINDS.map((): number[] => []));
  for (const round of rounds) {
    for (const wave of round.wave_data) {
      const at = wave.wave_number - 1;
      if (at < 0 || at >= WAVE_COUNT) continue;
      waveTimes[at]!.push(toTenths(wave.wave_time));
      PENANCE_KINDS.forEach((kind, k) => {
        const time = kindTime(wave, kind);
        if (time !== null) kindTimes[at]![k]!.push(time);
      });
    }
  }
  return waveTimes.flatMap((times, at): ReferenceWave[] => {
    if (times.length === 0) return [];
    const deaths: Partial<Record<PenanceKind, number>> = {};
    PENANCE_KINDS.forEach((kind, k) => {
      const ofKind = kindTimes[at]![k]!;
      if (ofKind.length > 0) deaths[kind] = medianOf(ofKind);
    });
    return [{ wave_number: at + 1, wave_time: medianOf(times), deaths }];
  });
}

const TOP_TEN_COUNT = 10;

type TimedRound = Pick<UnrankedRound, 'id' | 'round_time' | 'round_date'> & RoundSplits;

/** The ten fastest, fastest first; among equal times the earlier round, then the lower id. */
function fastestTen<T extends TimedRound>(rounds: readonly T[]): T[] {
  const held: T[] = [];
  for (const round of rounds) {
    if (held.length === TOP_TEN_COUNT && compareRoundsByTime(round, held[TOP_TEN_COUNT - 1]!) >= 0) continue;
    let at = held.length;
    while (at > 0 && compareRoundsByTime(held[at - 1]!, round) > 0) at--;
    held.splice(at, 0, round);
    if (held.length > TOP_TEN_COUNT) held.pop();
  }
  return held;
}

/** The median wave of the ten fastest of `rounds`: the caller passes a format's counted scroller rounds with splits. */
export function topTenReference(rounds: readonly TimedRound[]): ReferenceWave[] {
  return medianReference(fastestTen(rounds));
}

/** One round's waves as a reference: the world record's, or the team's own best. */
export function roundReference(round: RoundSplits): ReferenceWave[] {
  return medianReference([round]);
}

/** The reference's waves by index wave_number - 1. */
function referenceByWave(reference: readonly ReferenceWave[]): (ReferenceWave | undefined)[] {
  const byWave: (ReferenceWave | undefined)[] = [];
  for (const wave of reference) byWave[wave.wave_number - 1] = wave;
  return byWave;
}

export interface WaveLoss {
  wave_number: number;
  bottleneck: WaveBottleneck | null;
  /** The wave's time minus the reference's, in tenths; null when the reference lacks the wave. */
  lost: number | null;
  /** Each kind's time minus the reference's, for the kinds both timed. */
  kindLost: Partial<Record<PenanceKind, number>>;
}

export interface LossSummary {
  wave_number: number;
  /** The wave's bottleneck; null when the wave timed no kind. */
  kind: PenanceKind | null;
  /** What the bottleneck kind lost, or the wave's loss when the reference did not time that kind. */
  lost: number;
}

export interface TimeLoss {
  /** The round's waves in order. */
  waves: WaveLoss[];
  /** The waves that lost most first; waves the reference lacks last; ties in wave order. */
  ranked: WaveLoss[];
  /** The wave that lost most; null when no wave lost time. */
  summary: LossSummary | null;
}

function compareLosses(a: WaveLoss, b: WaveLoss): number {
  if (a.lost !== b.lost) {
    if (a.lost === null) return 1;
    if (b.lost === null) return -1;
    return b.lost - a.lost;
  }
  return a.wave_number - b.wave_number;
}

export function whereTheTimeGoes(round: RoundSplits, reference: readonly ReferenceWave[]): TimeLoss {
  const byWave = referenceByWave(reference);
  const waves = sortWaves(round.wave_data).map((wave): WaveLoss => {
    const against = byWave[wave.wave_number - 1];
    const kindLost: Partial<Record<PenanceKind, number>> = {};
    for (const kind of PENANCE_KINDS) {
      const time = kindTime(wave, kind);
      const referenceTime = against?.deaths[kind];
      if (time !== null && referenceTime !== undefined) kindLost[kind] = toTenths(time - referenceTime);
    }
    return {
      wave_number: wave.wave_number,
      bottleneck: waveBottleneck(wave),
      lost: against ? toTenths(wave.wave_time - against.wave_time) : null,
      kindLost,
    };
  });
  const ranked = [...waves].sort(compareLosses);
  const most = ranked[0];
  const summary =
    most?.lost != null && most.lost > 0
      ? { wave_number: most.wave_number, kind: most.bottleneck?.kind ?? null, lost: (most.bottleneck && most.kindLost[most.bottleneck.kind]) ?? most.lost }
      : null;
  return { waves, ranked, summary };
}

/** E.g. "Most time lost: wave 9, healers, +6.2 s against the top ten". */
export function summaryText(summary: LossSummary | null, reference: ReferenceKind): string {
  const against = REFERENCE_LABELS[reference];
  if (!summary) return `No wave lost time against ${against}`;
  const kind = summary.kind === null ? '' : ` ${KIND_LABELS[summary.kind]},`;
  return `Most time lost: wave ${summary.wave_number},${kind} ${formatDelta(summary.lost, WAVE_DELTA_DECIMALS)} s against ${against}`;
}

export interface KindTally {
  kind: PenanceKind;
  /** Waves it was the bottleneck of. */
  count: number;
  /** count over the waves of this number that had a bottleneck, 0 to 1. */
  share: number;
  /** The median of what it lost against the reference, over every wave read that both timed it; null without one. */
  medianLost: number | null;
}

export interface WaveTally {
  wave_number: number;
  /** Rounds read with this wave. */
  rounds: number;
  /** Those of them with a bottleneck: the waves that timed any kind. */
  bottlenecks: number;
  /** The kinds timed in this wave (those asked for only), most often the bottleneck first, then in PENANCE_KINDS order. */
  kinds: KindTally[];
}

export interface BottleneckTally {
  /** Waves 1 to 10, each present even when no round read has it. */
  waves: WaveTally[];
}

/**
 * How often each kind held up each wave over `rounds` (a team's or a player's rounds of one format).
 * `kinds` keeps only those rows, as a player's page shows their role's; shares still count every wave read.
 */
export function bottleneckTally(
  rounds: readonly RoundSplits[],
  reference: readonly ReferenceWave[] | null,
  kinds: readonly PenanceKind[] = PENANCE_KINDS,
): BottleneckTally {
  const kindCount = PENANCE_KINDS.length;
  const byWave = reference && referenceByWave(reference);
  const read = new Int32Array(WAVE_COUNT);
  const bottlenecks = new Int32Array(WAVE_COUNT);
  // Per wave and kind, at (wave_number - 1) * kindCount + the kind's index.
  const timed = new Int32Array(WAVE_COUNT * kindCount);
  const counts = new Int32Array(WAVE_COUNT * kindCount);
  const losses = Array.from({ length: WAVE_COUNT * kindCount }, (): number[] => []);
  for (const round of rounds) {
    for (const wave of round.wave_data) {
      const at = wave.wave_number - 1;
      if (at < 0 || at >= WAVE_COUNT) continue;
      read[at]!++;
      const latest = latestKindAt(wave);
      if (latest < 0) continue;
      bottlenecks[at]!++;
      counts[at * kindCount + latest]!++;
      const deaths = byWave?.[at]?.deaths;
      for (let k = 0; k < kindCount; k++) {
        const kind = PENANCE_KINDS[k]!;
        const time = kindTime(wave, kind);
        if (time === null) continue;
        timed[at * kindCount + k]!++;
        const referenceTime = deaths?.[kind];
        if (referenceTime !== undefined) losses[at * kindCount + k]!.push(toTenths(time - referenceTime));
      }
    }
  }
  const shown = PENANCE_KINDS.flatMap((kind, k) => (kinds.includes(kind) ? [k] : []));
  const waves = Array.from({ length: WAVE_COUNT }, (_, at): WaveTally => {
    const rows = shown
      .filter((k) => timed[at * kindCount + k]! > 0)
      .map((k): KindTally => {
        const count = counts[at * kindCount + k]!;
        const lost = losses[at * kindCount + k]!;
        return { kind: PENANCE_KINDS[k]!, count, share: count / bottlenecks[at]!, medianLost: lost.length > 0 ? medianOf(lost) : null };
      });
    // A stable sort keeps equal counts in PENANCE_KINDS order.
    rows.sort((a, b) => b.count - a.count);
    return { wave_number: at + 1, rounds: read[at]!, bottlenecks: bottlenecks[at]!, kinds: rows };
  });
  return { waves };
}
