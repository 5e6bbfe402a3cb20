import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/connection';

/** What every resource module is built from. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
}
