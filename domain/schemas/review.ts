import { z } from 'zod';
import { REJECT_REASON_MAX } from '../review';

/** Why an admin turns a held round down; its details page shows it. */
export const rejectRoundSchema = z.object({
  reason: z.string({ error: 'is required' }).trim().min(1, 'is required').max(REJECT_REASON_MAX, `must be at most ${REJECT_REASON_MAX} characters`),
});

/** The report a round shows, chosen by an admin; null gives the choice back to the rule. */
export const shownReportSchema = z.object({
  report_id: z.number({ error: 'must be a report id or null' }).int('must be a report id or null').positive('must be a report id or null').nullable(),
});
