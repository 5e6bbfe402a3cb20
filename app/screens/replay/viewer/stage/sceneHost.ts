import { proxy, releaseProxy, transfer, wrap, type Remote } from 'comlink';
import type { ArenaCollision } from '../../../../../domain/arena';
import { loadOnce } from '../../../../lazy/loadOnce';
import type { Point } from '../geometry';
import type { SceneCanvases, SceneEvents, SceneView, WaveFrames } from '../scene/ReplayScene';
import type { SceneWorkerApi } from '../scene/scene.worker';

/** The scene as the page drives it, wherever it runs. */
export interface SceneHandle {
  update(view: SceneView, frames?: WaveFrames | null): void;
  point(at: Point | null, reach: number): void;
  destroy(): void;
}

/**
 * Where a browser can hand a canvas to a worker, the scene runs there: starting WebGL, drawing the
 * arena and each frame then never hold up the page, as on a slow device each would be one long task.
 */
const drawsInWorker = typeof OffscreenCanvas !== 'undefined' && typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;

interface SceneWorker {
  worker: Worker;
  /** Rejects if its code fails to load, which it may do before any scene asks it anything. */
  failed: Promise<never>;
}

function newSceneWorker(): SceneWorker {
  const worker = new Worker(new URL('../scene/scene.worker.ts', import.meta.url), { type: 'module', name: 'replay' });
  const failed = new Promise<never>((_, reject) => worker.addEventListener('error', () => reject(new Error('The replay worker failed to load.')), { once: true }));
  // Only a scene starting on it cares; unused, its failure is no error of the page's.
  failed.catch(() => undefined);
  return { worker, failed };
}

/** A worker started ahead, its code loading while the round does; the next scene takes it. */
let spareWorker: SceneWorker | null = null;

/** PixiJS and the scene, for drawing on the page. */
const loadSceneModule = loadOnce(() => import('../scene/ReplayScene'));

/** Starts fetching the drawing code, so it is there when the replay is. */
export function prepareScene(): void {
  if (drawsInWorker) spareWorker ??= newSceneWorker();
  else loadSceneModule().catch(() => undefined);
}

/** Both canvases, new: one handed to a worker is the worker's for good. */
const newCanvases = (): SceneCanvases<HTMLCanvasElement> => ({ arena: document.createElement('canvas'), entities: document.createElement('canvas') });

async function startInWorker(canvases: SceneCanvases<HTMLCanvasElement>, arena: ArenaCollision | null, events: SceneEvents): Promise<SceneHandle> {
  const { worker, failed } = spareWorker ?? newSceneWorker();
  spareWorker = null;
  const remote: Remote<SceneWorkerApi> = wrap<SceneWorkerApi>(worker);
  const offscreen = { arena: canvases.arena.transferControlToOffscreen(), entities: canvases.entities.transferControlToOffscreen() };
  // A worker whose code failed to load never answers: its error ends the wait.
  try {
    await Promise.race([remote.start(transfer(offscreen, [offscreen.arena, offscreen.entities]), arena, proxy(events)), failed]);
  } catch (err) {
    worker.terminate();
    throw err;
  }
  return {
    update: (view, frames) => void remote.update(view, frames),
    point: (at, reach) => void remote.point(at, reach),
    destroy: () => {
      remote[releaseProxy]();
      // Ending the worker releases its WebGL context at once.
      worker.terminate();
    },
  };
}

async function startOnPage(canvases: SceneCanvases<HTMLCanvasElement>, arena: ArenaCollision | null, events: SceneEvents): Promise<SceneHandle> {
  const { ReplayScene } = await loadSceneModule();
  return ReplayScene.create(canvases, arena, events);
}

/**
 * The scene on new canvases: in a worker where the browser allows, on the page otherwise, or when the
 * worker could not start its graphics (a browser that hands canvases over but has no WebGL there).
 */
export async function startScene(arena: ArenaCollision | null, events: SceneEvents): Promise<{ canvases: SceneCanvases<HTMLCanvasElement>; scene: SceneHandle }> {
  if (drawsInWorker) {
    const canvases = newCanvases();
    try {
      return { canvases, scene: await startInWorker(canvases, arena, events) };
    } catch (err) {
      console.warn('The replay could not be drawn in a worker; drawing it on the page.', err);
    }
  }
  const canvases = newCanvases();
  return { canvases, scene: await startOnPage(canvases, arena, events) };
}
