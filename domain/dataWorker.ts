/** The data worker's API; the app imports these with `import type` and wraps the worker with Comlink. */
import type { ArenaCollision } from './arena';
import type { Format } from './constants';
import type { FirstVisitData } from './screenShells';
import type { LeaderboardQuery, LeaderboardRow, LeaderboardScope } from './leaderboardList/types';
import type { RoundListQuery, RoundRow } from './roundList/types';
import type { PlayerPage, PlayerQuery, RecordsPage } from './player/types';
import type { PlayerSplits, PlayerSplitsQuery } from './player/waveSplits';
import type { TeamFormat, TeamQuery, TeamRow, TeamsQuery } from './teams/types';
import type { FeedEvent } from './feed';
import type { FeedKind } from './feedKinds';
import type { SyncOutcome } from './sync';
import type { FormatWaveRecords } from './waveRecords';
import type { RoundTimeLoss, RoundTimeLossQuery } from './roundTimeLoss';
import type { BottleneckQuery, Bottlenecks } from './bottleneckPages';
import type { PlanAnswer, PlanQuery } from './planQueries';
import type { ActivityQuery } from './activityPage';
import type { ActivityCalendarData } from './activity';
import type { FinishProjection } from './splitPlanner';
import type { ReplayEntity, Round, UnrankedRound, User } from './types';

/** Where local data lives: on the device, in memory because the browser refused IndexedDB, or in memory because the device ran out of space. */
export type Storage = 'device' | 'memory' | 'out-of-space';

export interface RoundListPage {
  rows: RoundRow[];
  /** Rows matching the filters, over every page. */
  total: number;
  /** The data version the answer was computed from. */
  version: number;
  /** Whether a sync has written the rounds yet: before it, an empty list means they are not here yet. */
  synced: boolean;
}

export interface LeaderboardPage {
  rows: LeaderboardRow[];
  total: number;
  version: number;
}

export interface CompareCandidatesQuery {
  /** The round being looked at: never its own candidate. */
  excludeId: number;
  /** The current round's format, listed first. */
  format: Format;
  search: string;
  limit: number;
}

export interface CandidatePage {
  /** Up to the limit, with ranks set and players in role order. */
  rounds: Round[];
  /** Candidates matching the search, over the limit too. */
  total: number;
  version: number;
  /** Whether the device holds its complete copy: before it, no candidates means they are not here yet. */
  synced: boolean;
}

/** A player's page at a data version; `synced` false while the device's copy is not complete (no rounds yet). */
export interface PlayerPageAnswer extends PlayerPage {
  version: number;
  synced: boolean;
}

/** A player's wave splits in a format at a data version; `synced` as for the player's page. */
export interface PlayerSplitsAnswer extends PlayerSplits {
  version: number;
  synced: boolean;
}

/** A page of a format's Teams list, best first. */
export interface TeamsAnswer {
  rows: TeamRow[];
  /** Teams of the format, over every page. */
  total: number;
  version: number;
  synced: boolean;
}

/** A team's page: per format it played, a page of its rounds as Round Times shows them; null when it never played. */
export interface TeamAnswer {
  team: { key: string; formats: (Omit<TeamFormat, 'rounds'> & { rounds: { rows: RoundRow[]; total: number } })[] } | null;
  version: number;
  synced: boolean;
}

/** The Following feed at a data version; `synced` false while the device's copy is not complete. */
export interface FeedAnswer {
  events: FeedEvent[];
  version: number;
  synced: boolean;
}

export interface RecordsAnswer extends RecordsPage {
  version: number;
  synced: boolean;
}

/** What a round is measured against besides another round: per format, its wave records and its world-record round. */
export interface RecordsToCompare {
  waveRecords: Record<Format, FormatWaveRecords>;
  /** The world-record round when the scroller submitted it with splits, else null. */
  worldRecords: Record<Format, UnrankedRound | null>;
  synced: boolean;
}

/** A team playing now, whose best round its pace is measured against. */
export interface LiveTeam {
  format: Format;
  names: string[];
  /** Where the round stands: the waves done and the seconds since its start when the last one ended; null before wave 2 began. */
  progress?: { wavesDone: number; elapsed: number } | null;
}

/** What the Live page asks of the device's copy about the rounds it shows. */
export interface LiveQuery {
  teams: LiveTeam[];
  /** Rounds just finished, by id: their rows carry the WR and PB badges once the copy holds them. */
  finished: number[];
  /** How many of the most recent rounds to list, for when none is live. */
  recent: number;
}

export interface LiveAnswer {
  /** Each team's fastest round, by teamKey (domain/livePace.ts); null for a team with none. */
  teamBests: { key: string; round: UnrankedRound | null }[];
  /** Each team's projected finish, in the order of the query's teams; null before it has one. */
  projections: (FinishProjection | null)[];
  /** The finished rounds the copy holds. */
  finished: RoundRow[];
  /** The most recent dated rounds, newest first. */
  recent: RoundRow[];
  /** Whether the device holds its complete copy: before it, there are no rows. */
  synced: boolean;
}

/** Where a round's time went, against the reference asked for; `loss` null when the copy cannot say. */
export interface RoundTimeLossAnswer {
  loss: RoundTimeLoss | null;
  synced: boolean;
}

/** How often each kind of penance held a team's or a player's waves open; `synced` as for their pages. */
export interface BottlenecksAnswer extends Bottlenecks {
  synced: boolean;
}

export interface ScreenQueries {
  /** The whole round list as just written at this version: queries use it without reading it back. */
  primeRounds(version: number, rounds: readonly UnrankedRound[]): void;
  roundList(query: RoundListQuery): Promise<RoundListPage>;
  /** The rows a first visit's page came with: each answers its query until the device or the server has an answer of its own. */
  firstVisit(data: FirstVisitData): void;
  leaderboard(query: LeaderboardQuery): Promise<LeaderboardPage>;
  /** Rounds the current one can be compared with on its details page. */
  compareCandidates(query: CompareCandidatesQuery): Promise<CandidatePage>;
  dataVersion(): Promise<number>;
  /** A player's page from the device's copy; the leaderboard's standings once the device holds every region's. */
  playerPage(query: PlayerQuery): Promise<PlayerPageAnswer>;
  /** A player's wave splits in a format, from the device's copy: where they lose time. */
  playerSplits(query: PlayerSplitsQuery): Promise<PlayerSplitsAnswer>;
  records(): Promise<RecordsAnswer>;
  /** A format's teams, best first, a page at a time, from the device's copy. */
  teams(query: TeamsQuery): Promise<TeamsAnswer>;
  /** A team's page from the device's copy. */
  team(query: TeamQuery): Promise<TeamAnswer>;
  /** What the players `followed` names did, newest first, from the device's copy. */
  feed(followed: readonly string[], only?: FeedKind): Promise<FeedAnswer>;
  /** The characters a search box's text names, to open their pages (see suggestPlayers); none before the copy is complete. */
  playerSuggestions(search: string): Promise<string[]>;
  /** Wave records, sums of best and world-record rounds, from the device's copy. */
  recordsToCompare(): Promise<RecordsToCompare>;
  /** Each wave's bottleneck and the time a round lost against a reference, from the device's copy. */
  roundTimeLoss(query: RoundTimeLossQuery): Promise<RoundTimeLossAnswer>;
  /** How often each kind of penance held up a team's or a player's waves, from the device's copy. */
  bottlenecks(query: BottleneckQuery): Promise<BottlenecksAnswer>;
  /** A split plan for a target time from a team's or a player's own splits, from the device's copy. */
  plan(query: PlanQuery): Promise<PlanAnswer & { synced: boolean }>;
  /** A team's or a player's rounds per day over the last weeks, from the device's copy. */
  activity(query: ActivityQuery): Promise<{ calendar: ActivityCalendarData; synced: boolean }>;
  /** The Live page's teams' best rounds, its finished rounds' rows and the most recent rounds, from the device's copy. */
  live(query: LiveQuery): Promise<LiveAnswer>;
}

/**
 * A replay as opened for the screen: the round (its replay_data left out: frames come a wave at a
 * time) and the waves it recorded. 'offline': not on this device, and the server cannot be reached.
 */
export type ReplayOpening =
  | { status: 'missing' }
  | { status: 'offline' }
  | { status: 'empty'; round: UnrankedRound }
  | { status: 'ready'; round: UnrankedRound; waves: number[] };

export interface ReplayService {
  /** The server's copy when it answers (kept on the device), else the kept one. */
  openReplay(id: number): Promise<ReplayOpening>;
  /** One wave's frames of an opened replay, in tick order; none when the replay is not at hand. */
  replayFrames(id: number, wave: number): Promise<ReplayEntity[][]>;
  arena(): Promise<ArenaCollision | null>;
  /** The round of a replay kept on the device, for its details page offline. */
  openedRound(id: number): Promise<UnrankedRound | null>;
}

/** What the app asks the data worker: the screens' queries, sync, single rounds and opened replays. */
export interface DataWorkerApi extends Omit<ScreenQueries, 'primeRounds'>, ReplayService {
  sync(): Promise<SyncOutcome>;
  /** The change cursor the local data is synced to; null before its first pull. */
  syncedCursor(): Promise<number | null>;
  pullLeaderboard(scope: LeaderboardScope): Promise<SyncOutcome>;
  round(id: number): Promise<UnrankedRound | null>;
  /** The signed-in user as last seen; null clears it (sign-out). */
  rememberUser(user: User | null): Promise<void>;
  rememberedUser(): Promise<User | null>;
  /** 'memory' when this browser would not keep data on the device. */
  storage(): Promise<Storage>;
}
