import type { CompareCandidatesQuery, LiveQuery } from '../../domain/dataWorker';
import type { LeaderboardQuery } from '../../domain/leaderboardList/types';
import type { FeedKind } from '../../domain/feedKinds';
import type { PlayerQuery } from '../../domain/player/types';
import type { PlayerSplitsQuery } from '../../domain/player/waveSplits';
import type { RoundTimeLossQuery } from '../../domain/roundTimeLoss';
import type { BottleneckQuery } from '../../domain/bottleneckPages';
import type { PlanQuery } from '../../domain/planQueries';
import type { ActivityQuery } from '../../domain/activityPage';
import type { TeamQuery, TeamsQuery } from '../../domain/teams/types';
import type { PageSize, RoundListQuery } from '../../domain/roundList/types';

/** What names a query: the resource first, then every input its answer depends on. */
export type QueryKey = readonly unknown[];

/**
 * Every query's key, one builder per resource. The query hooks and the first-answer map
 * (app/firstVisit.ts) both build keys here, so a first answer can never miss its query.
 */
export const queryKeys = {
  // The data worker's answers.
  roundList: (filters: Omit<RoundListQuery, 'page' | 'pageSize'>, page: number, pageSize: PageSize) => ['roundList', filters, page, pageSize],
  /** `pulled`: whether the region's standings had come from the server when the page was asked for. */
  leaderboard: (query: LeaderboardQuery, pulled: boolean) => ['leaderboard', query, pulled],
  round: (id: number) => ['round', id],
  replay: (id: number) => ['replay', id],
  waveFrames: (id: number, wave: number) => ['waveFrames', id, wave],
  player: (query: PlayerQuery) => ['player', query],
  playerSplits: (query: PlayerSplitsQuery) => ['playerSplits', query],
  playerSuggestions: (search: string) => ['playerSuggestions', search],
  compareCandidates: (query: CompareCandidatesQuery) => ['compareCandidates', query],
  records: () => ['records'],
  teams: (query: TeamsQuery) => ['teams', query],
  feed: (followed: readonly string[], only: FeedKind | undefined) => ['feed', followed, only ?? 'all'],
  team: (query: TeamQuery) => ['team', query],
  recordHistories: () => ['recordHistories'],
  recordsToCompare: () => ['recordsToCompare'],
  roundTimeLoss: (query: RoundTimeLossQuery) => ['roundTimeLoss', query],
  bottlenecks: (query: BottleneckQuery) => ['bottlenecks', query],
  plan: (query: PlanQuery) => ['plan', query],
  activity: (query: ActivityQuery) => ['activity', query],
  live: (query: LiveQuery) => ['live', query],
  // The server's answers.
  /** `userId`: whose list, so another user signed in on the device asks anew. */
  follows: (userId: number | null) => ['follows', userId],
  claims: () => ['claims'],
  reviews: () => ['reviews'],
  announcements: (limit: number) => ['announcements', limit],
  apiKeys: () => ['apiKeys'],
  users: (query: { search: string; page: number; pageSize: PageSize }) => ['users', query],
  checkpoints: (roundId: number) => ['checkpoints', roundId],
  apiDocument: () => ['apiDocument'],
} satisfies Record<string, (...inputs: never[]) => QueryKey>;
