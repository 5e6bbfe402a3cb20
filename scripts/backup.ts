import path from 'node:path';
import { loadConfig } from '../api/config';
import { backupSqlite, sqliteFileOf } from '../api/db/backup';

// 2025-05-01T12-30-00Z: sorts by time, and no colons, which some file systems refuse.
const stamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

try {
  const source = sqliteFileOf(loadConfig().database, 'pg_dump');
  const target = path.resolve(process.argv[2] ?? `./data/backups/ba-times-${stamp}.sqlite`);
  const { file, bytes } = await backupSqlite(source, target);
  console.log(`Backed up ${source} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${bytes} bytes); the copy passed SQLite's integrity check.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
