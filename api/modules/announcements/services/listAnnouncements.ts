import type { AnnouncementEntry, AnnouncementReason, AnnouncementState } from '../../../../domain/announcements';
import type { Format } from '../../../../domain/constants';
import type { Db } from '../../../db/connection';

interface AnnouncementListRow {
  id: number;
  round_id: number;
  format: string | null;
  round_time: number | string | null;
  reason: string | null;
  state: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** The outbox's latest entries, newest first, with their rounds while those exist. */
export async function listAnnouncements(db: Db, limit: number): Promise<AnnouncementEntry[]> {
  const rows: AnnouncementListRow[] = await db('announcements')
    .leftJoin('rounds', 'rounds.id', 'announcements.round_id')
    .orderBy('announcements.id', 'desc')
    .limit(limit)
    .select(
      'announcements.id',
      'announcements.round_id',
      'rounds.format',
      'rounds.round_time',
      'announcements.reason',
      'announcements.state',
      'announcements.attempts',
      'announcements.last_error',
      'announcements.created_at',
      'announcements.updated_at',
      'announcements.sent_at',
    );
  return rows.map((row) => ({
    ...row,
    format: row.format as Format | null,
    round_time: row.round_time === null ? null : Number(row.round_time),
    reason: row.reason as AnnouncementReason | null,
    state: row.state as AnnouncementState,
    attempts: Number(row.attempts),
  }));
}
