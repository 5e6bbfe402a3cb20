import type { FoundRound } from './services/getRound';
import type { Format, Role } from '../../../domain/constants';
import { sortPlayersByRole } from '../../../domain/roles';
import { OPTIONAL_WAVE_FIELDS, sortWaves } from '../../../domain/waves';
import type { Round, RoundDetail, RoundPlayer, WaveEntry } from '../../../domain/types';
import type { RoundPlayerRow, RoundsTableRow, WaveRow } from '../../db/rows';


export function presentWave(row: WaveRow): WaveEntry {
  const wave: WaveEntry = {
    wave_number: row.wave_number,
    wave_time: row.wave_time,
    qs_time: row.qs_time,
    good_premove: row.good_premove === null ? null : Boolean(row.good_premove),
    reset: Boolean(row.reset),
  };
  // Optional plugin fields are sent only when known, which keeps answers small.
  for (const field of OPTIONAL_WAVE_FIELDS) {
    if (row[field] !== null) wave[field] = row[field];
  }
  return wave;
}

export function presentRound(row: RoundsTableRow, rank: number, players: readonly RoundPlayerRow[], waves: readonly WaveRow[], hasReplay: boolean): Round {
  const format = row.format as Format;
  const listed: RoundPlayer[] = players.map((p) => ({ character_name: p.character_name, role: p.role as Role }));
  return {
    id: row.id,
    format,
    round_time: row.round_time,
    round_date: row.round_date,
    rank,
    scroller: Boolean(row.scroller),
    has_replay: hasReplay,
    players: sortPlayersByRole(listed, format),
    wave_data: sortWaves(waves.map(presentWave)),
    // Known only for rounds the plugin's newest release reported: left out otherwise, as optional wave fields are.
    ...(row.round_started_at === null || row.round_started_at === undefined ? {} : { round_started_at: row.round_started_at }),
    ...(row.elapsed_real_time === null || row.elapsed_real_time === undefined ? {} : { elapsed_real_time: Number(row.elapsed_real_time) }),
  };
}

export function presentRoundDetail({ round, replay, status, reviewReason, liveCheckpoints }: FoundRound): RoundDetail {
  return { ...round, replay_data: replay, status, review_reason: reviewReason, live_checkpoints: liveCheckpoints };
}
