import type { Knex } from 'knex';
import * as initial from './001_initial';
import * as signInAndAbuse from './002_sign_in_and_abuse';
import * as changeLogByEntity from './003_change_log_by_entity';
import * as announcements from './004_announcements';
import * as boundSignIn from './005_bound_sign_in';
import * as trustedRecords from './006_trusted_records';
import * as liveRounds from './007_live_rounds';
import * as follows from './008_follows';
import * as push from './009_push';
import * as pushOutbox from './010_push_outbox';
import * as scrollersReports from './011_scrollers_reports';
import * as unfurlPictures from './012_unfurl_pictures';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Migrations are listed here in order, so they load the same under tsx, Vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_sign_in_and_abuse': signInAndAbuse,
  '003_change_log_by_entity': changeLogByEntity,
  '004_announcements': announcements,
  '005_bound_sign_in': boundSignIn,
  '006_trusted_records': trustedRecords,
  '007_live_rounds': liveRounds,
  '008_follows': follows,
  '009_push': push,
  '010_push_outbox': pushOutbox,
  '011_scrollers_reports': scrollersReports,
  '012_unfurl_pictures': unfurlPictures,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
