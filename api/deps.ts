import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { LeaderboardCache } from './modules/players/leaderboardCache';
import type { RoundIndex } from './readModel/rounds';
import type { ChangeWatcher } from './modules/sync/events';
import type { AppMetrics } from './ops/metrics';
import type { Unfurl } from './unfurl/unfurl';

/** What every resource module is built from. */
export interface AppDeps {
  db: Db;
  /** For reads that need not wait behind a write (on PostgreSQL, `db` itself). */
  reader: Db;
  config: Config;
  logger: Logger;
  /** This process's watcher of the change log, behind the change notices. */
  changeWatcher: ChangeWatcher;
  /** Every round in memory without its splits, patched from the change log: ranks, the leaderboard and Round Times pages read it. */
  roundIndex: RoundIndex;
  /** The leaderboard of every round in the index, kept at its cursor. */
  leaderboard: LeaderboardCache;
  /** This app's Prometheus counters, which modules add to. */
  metrics: AppMetrics;
  /** What shared links say and show: pages' tags and the pictures at /og/. */
  unfurl: Unfurl;
}
