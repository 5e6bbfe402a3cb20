import type { ReviewList, ReviewRound } from '../../../../../domain/review';
import { api } from '../../../../data/api';
import { queryKeys } from '../../../../data/keys';
import type { QueryState } from '../../../../data/query/queryState';
import { useServerQuery, type ServerQuery } from '../../../../data/query/useServerQuery';
import { useWorkerQuery } from '../../../../data/query/useWorkerQuery';
import type { RecordHistories } from './reviewView';

const loadReviews = async (): Promise<ReviewRound[]> => (await api<ReviewList>('/reviews')).data.data;

/** The rounds to review (GET /reviews), loaded when the card opens and after each action. */
export function useReviews(): ServerQuery<ReviewRound[]> {
  return useServerQuery(queryKeys.reviews(), loadReviews);
}

/**
 * The world-record histories the device holds: the server's place alone cannot tell a round that
 * ties the record from one that sets it.
 */
export function useRecordHistories(): QueryState<RecordHistories> {
  return useWorkerQuery(queryKeys.recordHistories(), async (worker) => Object.fromEntries((await worker.records()).formats.map((records) => [records.format, records.history])));
}
