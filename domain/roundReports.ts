import { TICK_SECONDS } from './constants';
import type { WaveSubmission } from './schemas/round';
import { OPTIONAL_WAVE_FIELDS } from './waves';

/**
 * Teammates' reports of one round, and which of them the round shows. Every report is kept as it
 * was sent; the round is derived from them by one rule, so no report overwrites another.
 */
export interface ReportForDerivation {
  id: number;
  /** Arrival order: earlier reports first. */
  receivedAt: string;
  /** It carried the UUID key of the registered user its own character is linked to. */
  identified: boolean;
  scroller: boolean;
  dropped: boolean;
  /** The character whose client sent it (submitted_by), null when it did not say. */
  reporter: string | null;
  roundTime: number;
  waves: readonly WaveSubmission[];
  hasReplay: boolean;
}

/** The wave fields a report may leave null that another report of the same round may fill in: not a reset's, which are the wave's own attempt. */
export type FillableWaveField = Exclude<(typeof OPTIONAL_WAVE_FIELDS)[number], 'reset_wave_time' | 'reset_qs_time'>;
export const FILLABLE_WAVE_FIELDS = OPTIONAL_WAVE_FIELDS.filter((field): field is FillableWaveField => !field.startsWith('reset_'));

/** A wave field the holder left null, and the report it is filled from. */
export interface FilledWaveField {
  wave_number: number;
  field: FillableWaveField;
  from: number;
}

/** Which report gives the round its time, its wave splits and its replay (null: none has any). */
export interface DerivedRound {
  /** The holder: the round's time, scroller flag, wave data, real time and start. */
  timeFrom: number;
  splitsFrom: number | null;
  replayFrom: number | null;
  filled: FilledWaveField[];
}

/**
 * Every client counts the same game ticks, but the plugin takes one tick more off the scroller's
 * timers, and a client that loads in or out of a wave late is a tick off on that wave: teammates'
 * honest round times are within a tick of each other, and each wave within two.
 */
export const ROUND_AGREEMENT_TICKS = 1;
export const WAVE_AGREEMENT_TICKS = 2;

const within = (a: number, b: number, ticks: number) => Math.abs(a - b) <= ticks * TICK_SECONDS + 1e-9;

const sameCharacter = (a: ReportForDerivation, b: ReportForDerivation) =>
  a.reporter === null || b.reporter === null || a.reporter.toLowerCase() === b.reporter.toLowerCase();

/**
 * Two characters' reports agree when their round times are within a tick and they time the same
 * waves, each within two ticks. A report without waves agrees with none: agreement is what lets a
 * report's splits stand, so a time alone never earns it.
 */
export function reportsAgree(a: ReportForDerivation, b: ReportForDerivation): boolean {
  if (sameCharacter(a, b) || !within(a.roundTime, b.roundTime, ROUND_AGREEMENT_TICKS)) return false;
  if (a.waves.length === 0 || a.waves.length !== b.waves.length) return false;
  const other = new Map(b.waves.map((w) => [w.wave_number, w.wave_time]));
  return a.waves.every((w) => {
    const time = other.get(w.wave_number);
    return time !== undefined && within(w.wave_time, time, WAVE_AGREEMENT_TICKS);
  });
}

/** Without a scroller's report others agree with: an identified report outranks an unidentified one, and an identified scroller an identified teammate. */
function standing(report: ReportForDerivation): number {
  return report.identified ? (report.scroller ? 2 : 1) : 0;
}

const byArrival = (a: ReportForDerivation, b: ReportForDerivation) => (a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : a.id - b.id);

/**
 * The scroller's timer is the accurate one, so a scroller's report holds the round when it is the
 * only one or another character's agrees with it: the one most reports agree with, then an
 * identified one, then the fastest, then the earliest. A forged scroller report has to agree with
 * the honest ones at least as well as the scroller's to hold the round, so it moves the round's time
 * by no more than a tick.
 */
function agreedScroller(kept: readonly ReportForDerivation[]): ReportForDerivation | undefined {
  if (kept.length === 1) return kept[0]!.scroller ? kept[0] : undefined;
  const candidates = kept
    .filter((report) => report.scroller)
    .map((report) => ({ report, agreeing: kept.filter((other) => other !== report && reportsAgree(report, other)).length }))
    .filter((c) => c.agreeing > 0);
  // kept is in arrival order and the sort is stable: the earliest wins what is left of a tie.
  candidates.sort((a, b) => b.agreeing - a.agreeing || Number(b.report.identified) - Number(a.report.identified) || a.report.roundTime - b.report.roundTime);
  return candidates[0]?.report;
}

/** The first kept report, unless an identified one outranks it: an unidentified report nothing agrees with never replaces what the round holds. */
function firstStanding(kept: readonly ReportForDerivation[]): ReportForDerivation {
  let holder = kept[0]!;
  for (const report of kept) if (report.identified && standing(report) > standing(holder)) holder = report;
  return holder;
}

/** The holder's null wave fields, each from the earliest report that agrees with the holder and has it. */
function fillsFor(holder: ReportForDerivation, kept: readonly ReportForDerivation[]): FilledWaveField[] {
  const agreeing = kept.filter((other) => other !== holder && reportsAgree(holder, other));
  const filled: FilledWaveField[] = [];
  for (const wave of holder.waves) {
    for (const field of FILLABLE_WAVE_FIELDS) {
      if (wave[field] !== null && wave[field] !== undefined) continue;
      const from = agreeing.find((other) => {
        const value = other.waves.find((w) => w.wave_number === wave.wave_number)?.[field];
        return value !== null && value !== undefined;
      });
      if (from) filled.push({ wave_number: wave.wave_number, field, from: from.id });
    }
  }
  return filled;
}

/**
 * The round as its reports make it: an admin's choice of report when it is kept; else the
 * scroller's report others agree with; else the first report or an identified one outranking it.
 * The holder gives the round its time and its splits, with the fields it left null filled in from
 * the reports that agree with it; a replay comes from the holder, or the earliest report with one.
 * Null when every report is dropped.
 */
export function deriveRound(reports: readonly ReportForDerivation[], chosenId: number | null = null): DerivedRound | null {
  const kept = reports.filter((r) => !r.dropped).sort(byArrival);
  if (kept.length === 0) return null;
  const holder = kept.find((r) => r.id === chosenId) ?? agreedScroller(kept) ?? firstStanding(kept);
  const replay = holder.hasReplay ? holder : kept.find((r) => r.hasReplay);
  return {
    timeFrom: holder.id,
    splitsFrom: holder.waves.length > 0 ? holder.id : null,
    replayFrom: replay?.id ?? null,
    filled: fillsFor(holder, kept),
  };
}

/** The holder's waves with the fields it left null filled in, as the derivation says. */
export function filledWaves(holder: readonly WaveSubmission[], filled: readonly FilledWaveField[], reports: ReadonlyMap<number, readonly WaveSubmission[]>): WaveSubmission[] {
  return holder.map((wave) => {
    const fills = filled.filter((f) => f.wave_number === wave.wave_number);
    if (fills.length === 0) return wave;
    const out = { ...wave };
    for (const { field, from } of fills) out[field] = reports.get(from)?.find((w) => w.wave_number === wave.wave_number)?.[field];
    return out;
  });
}
