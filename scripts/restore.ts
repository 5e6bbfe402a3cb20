import path from 'node:path';
import { loadConfig } from '../api/config';
import { restoreSqlite, sqliteFileOf } from '../api/db/backup';

try {
  const backup = process.argv[2];
  if (!backup) throw new Error('Name the backup to restore: npm run restore -- <file>');
  const target = sqliteFileOf(loadConfig().database, 'pg_restore or psql');
  await restoreSqlite(path.resolve(backup), target);
  console.log(`Restored ${path.resolve(backup)} to ${target}. Start the server again.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
