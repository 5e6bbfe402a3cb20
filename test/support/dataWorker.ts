import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { DataWorkerApi } from '../../domain/dataWorker';

const comlinkSource = fs.readFileSync(path.resolve('node_modules/comlink/dist/umd/comlink.min.js'), 'utf8');

/** Where the build put the data worker, as the site serves it. */
function builtDataWorkerUrl(): string {
  const file = fs.readdirSync(path.resolve('dist/assets')).find((name) => /^data\.worker-.+\.js$/.test(name));
  if (!file) throw new Error('No data worker in dist/assets: build the app first.');
  return `/assets/${file}`;
}

type Method = keyof DataWorkerApi;

/**
 * Asks the app's own built data worker, started in the page beside the app's, over Comlink as the
 * app does: the same code on the same IndexedDB and network, for screens that do not show an answer
 * yet. The page must let the Comlink script in (openApp's pages do).
 */
export async function askDataWorker<M extends Method>(page: Page, method: M, ...args: Parameters<DataWorkerApi[M]>): Promise<Awaited<ReturnType<DataWorkerApi[M]>>> {
  if (!(await page.evaluate(() => 'Comlink' in window))) await page.addScriptTag({ content: comlinkSource });
  return page.evaluate(
    async ({ url, method, args }) => {
      const held = window as unknown as {
        Comlink: { wrap(worker: Worker): Record<string, (...a: unknown[]) => Promise<unknown>> };
        askedWorker?: Record<string, (...a: unknown[]) => Promise<unknown>>;
      };
      held.askedWorker ??= held.Comlink.wrap(new Worker(url, { type: 'module' }));
      return held.askedWorker[method]!(...args);
    },
    { url: builtDataWorkerUrl(), method, args: args as unknown[] },
  ) as Promise<Awaited<ReturnType<DataWorkerApi[M]>>>;
}

/** The waves with recorded ticks of a replay kept in the page's IndexedDB, read directly; null when none is kept. */
export function storedReplayWaves(page: Page, id: number): Promise<number[] | null> {
  return page.evaluate(
    (roundId) =>
      new Promise<number[] | null>((resolve, reject) => {
        const opening = indexedDB.open('ba-times');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('replays')) {
            db.close();
            resolve(null);
            return;
          }
          const read = db.transaction('replays').objectStore('replays').get(roundId);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const kept = read.result as { replay: Record<string, Record<string, unknown>> } | undefined;
            if (!kept) resolve(null);
            else resolve(Object.keys(kept.replay).map(Number).filter((wave) => Object.keys(kept.replay[wave]!).length > 0).sort((a, b) => a - b));
          };
        };
      }),
    id,
  );
}
