import type { RoundStatus } from '../../domain/trust';
/** Rows as the database returns them (SQLite gives booleans as 0/1). Never sent as they are. */
export interface UserRow {
  id: number;
  discord_id: string;
  discord_username: string;
  role: string;
  uuid_key: string;
  main_account_id: number | null;
  region: string | null;
  announce_pbs: boolean | number;
  created_at: string;
  updated_at: string;
}

export interface AccountRow {
  id: number;
  user_id: number;
  character_name: string;
  name_key: string;
  created_at: string;
}

export interface RoundsTableRow {
  id: number;
  format: string;
  round_time: number;
  round_date: string | null;
  scroller: boolean | number;
  submitted_by: string | null;
  world_region: string | null;
  source: string;
  team_key: string;
  created_at: string;
  updated_at: string;
  status: RoundStatus;
  review_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  shown_report_id: number | null;
  round_started_at: string | null;
  elapsed_real_time: number | null;
}

/** A report of a round, kept as it was sent. */
export interface RoundReportRow {
  id: number;
  round_id: number;
  received_at: string;
  token_id: number | null;
  key_type: string;
  identified_user_id: number | null;
  scroller: boolean | number;
  dropped: boolean | number;
  content: string;
}

export interface RoundPlayerRow {
  id: number;
  round_id: number;
  position: number;
  character_name: string;
  name_key: string;
  role: string;
}

export interface WaveRow {
  id: number;
  round_id: number;
  wave_number: number;
  wave_time: number;
  qs_time: number | null;
  good_premove: boolean | number | null;
  reset: boolean | number;
  reset_wave_time: number | null;
  reset_qs_time: number | null;
  x_qs_spawn: number | null;
  y_qs_spawn: number | null;
  ranger_death_time: number | null;
  fighter_death_time: number | null;
  runner_death_time: number | null;
  healer_death_time: number | null;
  queen_spawn_time: number | null;
}

export interface ApiTokenRow {
  id: number;
  token_hash: string;
  token_encrypted: string;
  description: string;
  type: string;
  active: boolean | number;
  created_at: string;
  expires_at: string | null;
  created_by: number | null;
}

export interface SessionRow {
  id: number;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface ChangeRow {
  seq: number;
  entity: string;
  entity_id: number;
  op: string;
  created_at: string;
}
