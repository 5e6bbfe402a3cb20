import { z } from 'zod';
import { ANNOUNCEMENT_REASONS, ANNOUNCEMENT_STATES } from '../announcements';
import { formatSchema } from '../schemas/round';
import { count, rowId, timestamp } from './fields';

/** One entry of the announcement outbox, as the Admin Panel lists it. */
export const announcementEntryShape = z.object({
  id: rowId,
  round_id: rowId,
  /** null once the round is deleted. */
  format: formatSchema.nullable(),
  round_time: z.number().nullable(),
  /** null until the round's standing is read, a moment after it lands. */
  reason: z.enum(ANNOUNCEMENT_REASONS).nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
  attempts: count,
  /** Why the last try failed, or why it was given up. */
  last_error: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  sent_at: timestamp.nullable(),
});

/** The Admin Panel's view of the outbox: the latest entries, newest first. */
export const announcementLogShape = z.object({
  /** Whether DISCORD_WEBHOOK_URL is set; without it nothing is written to the outbox. */
  enabled: z.boolean(),
  data: z.array(announcementEntryShape),
});
