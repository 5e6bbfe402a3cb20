// Installs PixiJS's eval-free code paths: the site's Content-Security-Policy forbids eval.
import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';
import { layoutForWave, type ArenaCollision } from '../../../../../domain/arena';
import { describeEntity } from '../../../../../domain/replay';
import type { ReplayEntity } from '../../../../../domain/types';
import { mapSize, type Point } from '../geometry';
import { drawArena } from './arenaPicture';
import { EntityLayer } from './entityLayer';

/** The scene's two canvases, stacked: the arena's still picture beneath, the entities over it. */
export interface SceneCanvases<Canvas extends HTMLCanvasElement | OffscreenCanvas = HTMLCanvasElement | OffscreenCanvas> {
  arena: Canvas;
  entities: Canvas;
}

/** Every tick of a wave: what the scene draws from. */
export type WaveFrames = readonly (readonly ReplayEntity[])[];

/** How the entities are shown; the page hands over a new one whenever any of it changes. */
export interface SceneView {
  tileSize: number;
  /** Device pixels to a CSS pixel: the page's, which a browser's zoom changes. */
  resolution: number;
  wave: number;
  tick: number;
  playing: boolean;
  /** How long a tick lasts at the chosen speed. */
  tickMs: number;
  smooth: boolean;
}

export interface EntityHover {
  description: string;
  /** The pointer on the canvas, in CSS pixels, where the label goes. */
  at: Point;
}

export interface SceneEvents {
  /** A frame of this wave and tick is on the canvas. */
  onDrawn(wave: number, tick: number): void;
  onHover(hover: EntityHover | null): void;
}

/**
 * The replay's picture: the arena as a still 2D canvas, and over it the entities of a tick, drawn
 * with PixiJS on a transparent one, and what is under the pointer. It needs no page: it runs in a
 * worker on canvases the page handed over, or on the page itself where a browser cannot hand a
 * canvas to a worker (sceneHost.ts).
 */
export class ReplayScene {
  private readonly entityLayer = new EntityLayer();
  private view: SceneView | null = null;
  /** null while the wave's frames load: nothing over the arena. */
  private frames: WaveFrames | null = null;
  private tickShownAt = 0;
  /** The wave and tick last reported drawn. */
  private drawn = '';
  private pointer: { at: Point; reach: number } | null = null;
  private hovered: EntityHover | null = null;
  /** The layout, tile size and resolution the arena's canvas shows. */
  private arenaShown = '';

  private constructor(
    private readonly app: Application,
    private readonly arenaCanvas: HTMLCanvasElement | OffscreenCanvas,
    private readonly arena: ArenaCollision | null,
    private readonly events: SceneEvents,
  ) {
    app.stage.addChild(this.entityLayer.container);
    app.ticker.add(this.animate);
    // On the page the page watches the pointer (PointerWatch). Pixi's own event system would hit-test
    // every pointer move, keep a ticker running while idle, and stop a finger scrolling over the map.
    // Its documentation detaches it with null, which its type declaration leaves out; a worker has none.
    (app.renderer.events as typeof app.renderer.events | undefined)?.setTargetElement(null as unknown as HTMLElement);
  }

  /** The scene on its canvases; it draws from its first update, which sizes them at the view's resolution. */
  static async create(canvases: SceneCanvases, arena: ArenaCollision | null, events: SceneEvents): Promise<ReplayScene> {
    const app = new Application();
    await app.init({
      canvas: canvases.entities,
      width: 1,
      height: 1,
      // The page sizes the canvas element: a worker's canvas has no style to set.
      autoDensity: false,
      antialias: true,
      backgroundAlpha: 0,
      preference: 'webgl',
      // Frames are drawn on demand; the ticker runs only while entities glide between ticks.
      autoStart: false,
      // The page gives the canvas its accessible name and text; Pixi's own overlay would add nothing.
      accessibilityOptions: { activateOnTab: false },
    });
    return new ReplayScene(app, canvases.arena, arena, events);
  }

  /** Shows `view`; `frames` when the wave's frames changed, undefined when they are the ones held. */
  update(view: SceneView, frames?: WaveFrames | null): void {
    const previous = this.view;
    this.view = view;
    const framesChanged = frames !== undefined && frames !== this.frames;
    if (frames !== undefined) this.frames = frames;
    const resized = previous?.tileSize !== view.tileSize || previous.resolution !== view.resolution;
    if (resized) {
      const { width, height } = mapSize(view.tileSize);
      this.app.renderer.resize(width, height, view.resolution);
      this.entityLayer.setTileSize(view.tileSize);
    }
    const layout = layoutForWave(view.wave);
    const arenaView = `${layout}/${view.tileSize}/${view.resolution}`;
    if (arenaView !== this.arenaShown) {
      this.arenaShown = arenaView;
      drawArena(this.arenaCanvas, this.arena, layout, view.tileSize, view.resolution);
    }
    const tickChanged = framesChanged || previous?.tick !== view.tick || previous.wave !== view.wave;
    if (tickChanged || resized) {
      const shown = this.frames ?? [];
      this.entityLayer.setTick(view.wave, shown[view.tick] ?? [], shown[view.tick + 1] ?? null);
    }
    if (tickChanged) this.tickShownAt = performance.now();
    if (view.smooth && view.playing) {
      this.app.ticker.start();
    } else {
      this.app.ticker.stop();
      this.animate();
      this.app.render();
    }
  }

  /** Where the pointer rests on the canvas (null: nowhere), and how far from an entity it still points at it. */
  point(at: Point | null, reach: number): void {
    this.pointer = at ? { at, reach } : null;
    this.reportHover();
  }

  /** One frame: entities part of the way to the next tick while gliding, at their tick otherwise. */
  private readonly animate = (): void => {
    const view = this.view;
    if (!view) return;
    const gliding = view.smooth && view.playing;
    const progress = gliding ? Math.min(1, (performance.now() - this.tickShownAt) / view.tickMs) : 0;
    this.entityLayer.place(progress);
    this.reportHover();
    const drawn = `${view.wave}/${view.tick}`;
    if (this.frames && drawn !== this.drawn) {
      this.drawn = drawn;
      // Told once this frame is rendered, which follows this step in the same task, ticker or not.
      queueMicrotask(() => this.events.onDrawn(view.wave, view.tick));
    }
  };

  /** Tells the page when what is under the pointer changes, not on every frame. */
  private reportHover(): void {
    const pointer = this.pointer;
    const under = pointer ? this.entityLayer.entityAt(pointer.at, pointer.reach) : null;
    const hover = pointer && under ? { description: describeEntity(under), at: pointer.at } : null;
    const same = hover?.description === this.hovered?.description && hover?.at.x === this.hovered?.at.x && hover?.at.y === this.hovered?.at.y;
    if (same) return;
    this.hovered = hover;
    this.events.onHover(hover);
  }

  destroy(): void {
    this.app.ticker.remove(this.animate);
    this.entityLayer.destroy();
    this.app.destroy({ removeView: true, releaseGlobalResources: true }, { children: true });
  }
}
