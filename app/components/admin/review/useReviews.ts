import type { ReviewList, ReviewRound } from '../../../../domain/review';
import { api } from '../../../data/api';
import { useStats } from '../../../data/stats';
import { useLoaded, type Loaded } from '../../../data/useLoaded';
import type { RecordHistories } from './reviewView';

const loadReviews = async (): Promise<ReviewRound[]> => (await api<ReviewList>('/reviews')).data.data;

/** The rounds to review (GET /reviews), loaded when the card opens and after each action. */
export function useReviews(): Loaded<ReviewRound[]> {
  return useLoaded(loadReviews);
}

/**
 * The world-record histories the device holds: the server's place alone cannot tell a round that
 * ties the record from one that sets it. Undefined until the device answers.
 */
export function useRecordHistories(): RecordHistories | undefined {
  return useStats(async (worker) => Object.fromEntries((await worker.records()).formats.map((records) => [records.format, records.history])), ['reviewRecords']);
}
