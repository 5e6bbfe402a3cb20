import { deriveRound, filledWaves, type ReportForDerivation } from '../../../../domain/roundReports';
import { roundSubmissionSchema, type RoundSubmission } from '../../../../domain/schemas';
import type { Db } from '../../../db/connection';
import type { RoundReportRow, RoundsTableRow } from '../../../db/rows';
import { hasReplay, replayRowOf, startOf, waveRow } from './roundRows';

/** The round as it stood before its reports were kept: it counts as an unidentified first report. */
const STANDING_ROUND = 0;

export interface KeptReport extends ReportForDerivation {
  content: RoundSubmission;
}

/** A stored report, read back through the schema it passed when it arrived. */
export function keptReport(row: RoundReportRow): KeptReport {
  const content = roundSubmissionSchema.parse(JSON.parse(row.content));
  return {
    id: row.id,
    receivedAt: row.received_at,
    identified: row.identified_user_id !== null,
    scroller: Boolean(row.scroller),
    dropped: Boolean(row.dropped),
    reporter: content.submitted_by ?? null,
    roundTime: content.round_time,
    waves: content.wave_data,
    hasReplay: hasReplay(content),
    content,
  };
}

/** What a derivation did to a round: whether anything changed, its status and format, and its time before and after. */
export interface DerivedChange {
  changed: boolean;
  status: RoundsTableRow['status'] | null;
  format: string;
  timeBefore: number;
  timeAfter: number;
}

const UNCHANGED: DerivedChange = { changed: false, status: null, format: '', timeBefore: 0, timeAfter: 0 };

/** What a batch's derivation reads of its rounds, once for all of them. */
interface StoredRounds {
  rounds: Map<number, RoundsTableRow>;
  reports: Map<number, KeptReport[]>;
  waves: Map<number, object[]>;
  withReplay: Set<number>;
}

const WAVE_COLUMNS = Object.keys(waveRow(0, { wave_number: 1, wave_time: 0, reset: false }));

const groupedBy = <T extends { round_id: number }>(rows: readonly T[]): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(Number(row.round_id), [...(groups.get(Number(row.round_id)) ?? []), row]);
  return groups;
};

async function readStoredRounds(trx: Db, ids: readonly number[]): Promise<StoredRounds> {
  const [rounds, reportRows, waves] = await Promise.all([
    trx<RoundsTableRow>('rounds').whereIn('id', ids),
    trx<RoundReportRow>('round_reports').whereIn('round_id', ids).orderBy('received_at').orderBy('id'),
    trx('waves').whereIn('round_id', ids).orderBy('round_id').orderBy('wave_number').select('round_id', ...WAVE_COLUMNS),
  ]);
  const reports = new Map([...groupedBy(reportRows)].map(([id, rows]) => [id, rows.map(keptReport)]));
  // Whether a round holds a replay matters only when a report has one to give it.
  const replayable = [...reports].filter(([, kept]) => kept.some((r) => r.hasReplay)).map(([id]) => id);
  const withReplay = new Set(replayable.length === 0 ? [] : (await trx('replays').whereIn('round_id', replayable).pluck('round_id')).map(Number));
  return { rounds: new Map(rounds.map((round) => [Number(round.id), round])), reports, waves: groupedBy(waves), withReplay };
}

// SQLite answers booleans as 0/1: compared as numbers, a stored wave equals the one it was written from.
const sameWaves = (rows: readonly object[]) => JSON.stringify(rows.map((row) => WAVE_COLUMNS.map((column) => { const v = (row as Record<string, unknown>)[column]; return typeof v === 'boolean' ? Number(v) : v; })));

async function deriveOne(trx: Db, roundId: number, stored: StoredRounds): Promise<DerivedChange> {
  const round = stored.rounds.get(roundId);
  if (!round) return UNCHANGED;
  const unchanged: DerivedChange = { changed: false, status: round.status, format: round.format, timeBefore: Number(round.round_time), timeAfter: Number(round.round_time) };
  const reports = stored.reports.get(roundId) ?? [];
  if (reports.length === 0) return unchanged;
  const standing: ReportForDerivation[] =
    round.created_at < reports[0]!.receivedAt
      ? [{ id: STANDING_ROUND, receivedAt: round.created_at, identified: false, scroller: Boolean(round.scroller), dropped: false, reporter: null, roundTime: Number(round.round_time), waves: [], hasReplay: false }]
      : [];
  const derived = deriveRound([...standing, ...reports], round.shown_report_id);
  if (!derived) return unchanged;
  const byId = new Map(reports.map((r) => [r.id, r.content]));

  let changed = false;
  const time = byId.get(derived.timeFrom);
  if (time) {
    // The real start and real time go with the time: the report that gives one gives the others, where it has them.
    const shown = {
      round_time: time.round_time,
      scroller: time.scroller,
      submitted_by: time.submitted_by ?? null,
      round_started_at: startOf(time) ?? round.round_started_at,
      elapsed_real_time: time.elapsed_real_time ?? (round.elapsed_real_time === null ? null : Number(round.elapsed_real_time)),
    };
    const held = { round_time: Number(round.round_time), scroller: Boolean(round.scroller), submitted_by: round.submitted_by, round_started_at: round.round_started_at, elapsed_real_time: round.elapsed_real_time === null ? null : Number(round.elapsed_real_time) };
    if (JSON.stringify(shown) !== JSON.stringify(held)) {
      await trx('rounds').where({ id: roundId }).update(shown);
      changed = true;
    }
  }
  const splits = derived.splitsFrom === null ? undefined : byId.get(derived.splitsFrom);
  if (splits) {
    const wavesOf = new Map(reports.map((r) => [r.id, r.waves]));
    const wanted = filledWaves(splits.wave_data, derived.filled, wavesOf)
      .map((w) => waveRow(roundId, w))
      .sort((a, b) => a.wave_number - b.wave_number);
    if (sameWaves(stored.waves.get(roundId) ?? []) !== sameWaves(wanted)) {
      await trx('waves').where({ round_id: roundId }).delete();
      await trx('waves').insert(wanted);
      changed = true;
    }
  }
  const replayFrom = derived.replayFrom === null ? undefined : byId.get(derived.replayFrom);
  if (replayFrom && !stored.withReplay.has(roundId)) {
    await trx('replays').insert(replayRowOf(roundId, replayFrom));
    changed = true;
  }
  return { ...unchanged, changed, timeAfter: time ? time.round_time : unchanged.timeBefore };
}

/**
 * Gives stored rounds the time, splits and replay their reports derive (domain/roundReports.ts),
 * reading them all at once. Says what changed of each. A round older than its first kept report
 * stands in as an unidentified first report without waves, so only a report others agree with
 * replaces what it held.
 */
export async function deriveStoredRounds(trx: Db, roundIds: readonly number[]): Promise<Map<number, DerivedChange>> {
  if (roundIds.length === 0) return new Map();
  const stored = await readStoredRounds(trx, roundIds);
  const changes = new Map<number, DerivedChange>();
  for (const id of roundIds) changes.set(id, await deriveOne(trx, id, stored));
  return changes;
}

export async function deriveStoredRound(trx: Db, roundId: number): Promise<DerivedChange> {
  return (await deriveStoredRounds(trx, [roundId])).get(roundId)!;
}
