import * as Comlink from 'comlink';
import type { DataWorkerApi } from '../../domain/dataWorker';

let remote: Comlink.Remote<DataWorkerApi> | null = null;

/** The data worker: it keeps the local database, syncs it, and answers only what a screen shows. */
export function dataWorker(): Comlink.Remote<DataWorkerApi> {
  remote ??= Comlink.wrap<DataWorkerApi>(new Worker(new URL('../../workers/data.worker.ts', import.meta.url), { type: 'module', name: 'data' }));
  return remote;
}
