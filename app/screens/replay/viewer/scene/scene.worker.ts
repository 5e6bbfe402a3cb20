/** The replay's scene in a worker of its own, drawing on the canvases the page handed over. */
import { expose } from 'comlink';
import { DOMAdapter, WebWorkerAdapter } from 'pixi.js';
import type { ArenaCollision } from '../../../../../domain/arena';
import type { Point } from '../geometry';
import { ReplayScene, type SceneCanvases, type SceneEvents, type SceneView, type WaveFrames } from './ReplayScene';

// Before any renderer starts: canvases and contexts as a worker has them.
DOMAdapter.set(WebWorkerAdapter);

let scene: ReplayScene | null = null;

const api = {
  async start(canvases: SceneCanvases<OffscreenCanvas>, arena: ArenaCollision | null, events: SceneEvents): Promise<void> {
    scene = await ReplayScene.create(canvases, arena, events);
  },
  update(view: SceneView, frames?: WaveFrames | null): void {
    scene?.update(view, frames);
  },
  point(at: Point | null, reach: number): void {
    scene?.point(at, reach);
  },
};

export type SceneWorkerApi = typeof api;

expose(api);
