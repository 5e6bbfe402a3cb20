import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The production server as one JavaScript module, so that `npm start` runs plain Node: no TypeScript
 * loader at start-up, none of its per-function naming at run time. Two folders below the project's
 * root, as api/ops/health.ts finds package.json two folders up.
 */
export const SERVER_BUNDLE = path.join(root, 'build', 'server', 'main.mjs');

/** Node's flags for the bundle, as `npm start` gives them: errors' stacks name our TypeScript sources. */
export const SERVER_NODE_FLAGS = ['--enable-source-maps'];

/**
 * Bundles api/main.ts (our code only; packages stay imports of node_modules) with its source map.
 * Each file is written beside its place and renamed into it, so a server starting meanwhile (tests
 * build and start servers in parallel) reads a whole bundle, never half of one.
 */
export async function buildServer(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'api', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  const contentsOf = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  // The map before the module that points at it.
  for (const target of [`${SERVER_BUNDLE}.map`, SERVER_BUNDLE]) {
    const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
    fs.writeFileSync(partial, contentsOf.get(target)!);
    fs.renameSync(partial, target);
  }
  return SERVER_BUNDLE;
}
