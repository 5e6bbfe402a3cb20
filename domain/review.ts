import type { z } from 'zod';
import type { reviewListShape, reviewReportShape, reviewRoundShape } from './shapes/review';

export type ReviewReport = z.infer<typeof reviewReportShape>;
export type ReviewRound = z.infer<typeof reviewRoundShape>;
export type ReviewList = z.infer<typeof reviewListShape>;

/** The longest reason an admin may give for rejecting a round. */
export const REJECT_REASON_MAX = 300;
