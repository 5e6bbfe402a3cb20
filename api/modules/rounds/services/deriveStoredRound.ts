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

/** What a derivation did to a round: whether anything changed, and its time before and after. */
export interface DerivedChange {
  changed: boolean;
  status: RoundsTableRow['status'] | null;
  timeBefore: number;
  timeAfter: number;
}

const UNCHANGED: DerivedChange = { changed: false, status: null, timeBefore: 0, timeAfter: 0 };

export function readReports(db: Db, roundId: number): Promise<RoundReportRow[]> {
  return db<RoundReportRow>('round_reports').where({ round_id: roundId }).orderBy('received_at').orderBy('id');
}

/**
 * Gives a stored round the time, splits and replay its reports derive (domain/roundReports.ts).
 * Says what changed. A round older than its first kept report stands in as an
 * unidentified first report without waves, so only a report others agree with replaces what it held.
 */
export async function deriveStoredRound(trx: Db, roundId: number): Promise<DerivedChange> {
  const round = await trx<RoundsTableRow>('rounds').where({ id: roundId }).first();
  if (!round) return UNCHANGED;
  const unchanged: DerivedChange = { changed: false, status: round.status, timeBefore: Number(round.round_time), timeAfter: Number(round.round_time) };
  const reports = (await readReports(trx, roundId)).map(keptReport);
  if (reports.length === 0) return unchanged;
  // Whether the round holds a replay matters only when a report has one to give it.
  const replay = reports.some((r) => r.hasReplay) ? await trx('replays').where({ round_id: roundId }).first('round_id') : undefined;
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
    const stored = { round_time: Number(round.round_time), scroller: Boolean(round.scroller), submitted_by: round.submitted_by, round_started_at: round.round_started_at, elapsed_real_time: round.elapsed_real_time === null ? null : Number(round.elapsed_real_time) };
    if (JSON.stringify(shown) !== JSON.stringify(stored)) {
      await trx('rounds').where({ id: roundId }).update(shown);
      changed = true;
    }
  }
  const splits = derived.splitsFrom === null ? undefined : byId.get(derived.splitsFrom);
  if (splits) {
    const wavesOf = new Map(reports.map((r) => [r.id, r.waves]));
    const wanted = filledWaves(splits.wave_data, derived.filled, wavesOf).map((w) => waveRow(roundId, w));
    const stored = await trx('waves').where({ round_id: roundId }).orderBy('wave_number').select(Object.keys(wanted[0]!));
    // SQLite answers booleans as 0/1: compared as numbers, a stored wave equals the one it was written from.
    const sameAs = (rows: object[]) => JSON.stringify(rows.map((row) => Object.values(row).map((v) => (typeof v === 'boolean' ? Number(v) : v))));
    if (sameAs(stored) !== sameAs([...wanted].sort((a, b) => a.wave_number - b.wave_number))) {
      await trx('waves').where({ round_id: roundId }).delete();
      await trx('waves').insert(wanted);
      changed = true;
    }
  }
  const replayFrom = derived.replayFrom === null ? undefined : byId.get(derived.replayFrom);
  if (replayFrom && !replay) {
    await trx('replays').insert(replayRowOf(roundId, replayFrom));
    changed = true;
  }
  return { ...unchanged, changed, timeAfter: time ? time.round_time : unchanged.timeBefore };
}
