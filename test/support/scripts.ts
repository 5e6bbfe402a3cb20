import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a file of scripts/ as its `npm run` script does (tsx, from the project root), with only PATH,
 * NODE_ENV=test and `env` in its environment: nothing of the test's own (a CI's DATABASE_URL) leaks in.
 */
export async function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as ScriptResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
