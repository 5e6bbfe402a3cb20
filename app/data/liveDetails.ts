import type { RoundDetail, UnrankedRound } from '../../domain/types';
import { api } from './api';
import { queryKeys } from './keys';
import { useServerQuery } from './query/useServerQuery';
import { useOnline } from './syncStatus';

/** A round's clock as the plugin reported it, and the QS checkpoints it sent while the round was played. */
export interface LiveFacts {
  startedAt: string | null;
  /** Seconds. */
  realTime: number | null;
  checkpoints: { wave_number: number; qs_time: number }[];
}

/** A round as Round Details has it: the API's carries its checkpoints, the device's copy does not. */
export type DetailedRound = UnrankedRound & Pick<RoundDetail, 'live_checkpoints'>;

type Checkpoints = NonNullable<RoundDetail['live_checkpoints']>;

/**
 * The round's start, real time and live checkpoints. Only the API knows the checkpoints, so a round
 * from the device's copy with a start (one the plugin timed, which may have been played live) asks
 * for them alone once it can: the round's own answer would bring its replay too.
 */
export function useLiveFacts(round: DetailedRound): LiveFacts {
  const online = useOnline();
  const ask = round.live_checkpoints === undefined && round.round_started_at != null && online;
  // Without them the page shows the round as the device has it.
  const answered = useServerQuery(ask ? queryKeys.checkpoints(round.id) : null, async () => (await api<{ data: Checkpoints }>(`/rounds/${round.id}/checkpoints`)).data.data);
  const checkpoints = round.live_checkpoints ?? answered.data ?? [];
  return { startedAt: round.round_started_at ?? null, realTime: round.elapsed_real_time ?? null, checkpoints };
}
