import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'client', 'domain', 'workers', 'public', 'index.html', 'vite.config.ts', 'scripts/prerender', 'scripts/precompressPlugin.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Builds the app when dist/ is missing or older than any of its sources. */
export async function buildIfStale(): Promise<void> {
  const built = path.join(root, 'dist', 'index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'The app changed since the last build: building it…' : 'No build found: building the app…');
  // A production bundle even under Vitest, whose NODE_ENV=test would make Vite build a development one
  // (React's development build, import.meta.env.DEV, no service worker); the server started after the
  // build must not inherit that setting.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

// Run on its own (`tsx scripts/build-if-stale.ts`), as CI does beside lint and typecheck.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfStale();
