import type { Round } from '../../../../domain/types';
import { COUNTED_STATUSES } from '../../../../domain/trust';
import type { Db } from '../../../db/connection';
import type { RoundPlayerRow, RoundsTableRow, WaveRow } from '../../../db/rows';
import { presentRound } from '../present';

// Keeps whereIn lists under every database's bound-parameter limit.
export const ID_CHUNK = 500;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function groupByRound<T extends { round_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const byRound = new Map<number, T[]>();
  for (const row of rows) {
    const list = byRound.get(row.round_id);
    if (list) list.push(row);
    else byRound.set(row.round_id, [row]);
  }
  return byRound;
}

/** Which rounds: every one, these ids, or the ids from `from` up to (not including) `to`. */
type Scope = { ids: readonly number[] } | { from: number; to: number };

async function relatedRows<T>(db: Db, table: string, scope: Scope): Promise<T[]> {
  if ('from' in scope) return db(table).select('*').where('round_id', '>=', scope.from).andWhere('round_id', '<', scope.to) as Promise<T[]>;
  const parts = await Promise.all(chunks(scope.ids, ID_CHUNK).map((part) => db(table).select('*').whereIn('round_id', part)));
  return parts.flat() as T[];
}

export interface AssembleOptions {
  /** false leaves wave_data empty, for a caller that keeps rounds in memory without their splits. */
  splits?: boolean;
}

type ListedRoundRow = RoundsTableRow & { has_replay: boolean | number };

/**
 * Round rows with whether each has a replay, never the replay itself: in the same statement, not a
 * read of the replays after. Only rounds that count, unless a caller asks for every one (a round's own page).
 */
export function listedRoundRows(db: Db, { everyStatus = false } = {}) {
  const rows = db<ListedRoundRow>('rounds').select('rounds.*', db.raw('exists (select 1 from replays where replays.round_id = rounds.id) as has_replay'));
  return everyStatus ? rows : rows.whereIn('rounds.status', COUNTED_STATUSES);
}

export async function assembleRounds(db: Db, rows: ListedRoundRow[], scope: Scope, options: AssembleOptions = {}): Promise<Round[]> {
  if (rows.length === 0) return [];
  const [players, waves] = await Promise.all([
    relatedRows<RoundPlayerRow>(db, 'round_players', scope),
    options.splits === false ? [] : relatedRows<WaveRow>(db, 'waves', scope),
  ]);
  const playersByRound = groupByRound(players.sort((a, b) => a.position - b.position));
  const wavesByRound = groupByRound(waves);
  return rows.map((row) =>
    presentRound(row, 0, playersByRound.get(row.id) ?? [], wavesByRound.get(row.id) ?? [], Boolean(row.has_replay)),
  );
}
