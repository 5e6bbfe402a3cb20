import type { AccountRow } from '../../db/rows';

/** An accounts row with how it was linked (migration 006): null for links made before that was kept. */
export interface LinkedAccountRow extends AccountRow {
  linked_via: string | null;
}

/** A try to link a character another user held (migration 006); unresolved until an admin moves it or dismisses it. */
export interface AccountClaimRow {
  id: number;
  character_name: string;
  name_key: string;
  owner_user_id: number | null;
  claimant_user_id: number;
  via: string;
  created_at: string;
  resolved_at: string | null;
}
