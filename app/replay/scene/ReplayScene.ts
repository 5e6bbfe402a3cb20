// Installs PixiJS's eval-free code paths: the site's Content-Security-Policy forbids eval.
import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';
import { layoutForWave, type ArenaCollision } from '../../../domain/arena';
import { describeEntity } from '../../../domain/replay';
import type { ReplayEntity } from '../../../domain/types';
import { mapSize, type Point } from '../geometry';
import { ArenaLayer } from './arenaLayer';
import { EntityLayer } from './entityLayer';
import { PointerWatch } from './pointerWatch';

/** Everything the canvas shows; the viewer hands over a new one whenever any of it changes. */
export interface SceneView {
  tileSize: number;
  wave: number;
  /** null while the wave's frames load: the arena alone. */
  frames: readonly (readonly ReplayEntity[])[] | null;
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
 * The replay's picture: the arena as a still canvas, and over it a transparent PixiJS canvas with
 * the entities of a tick and what is under the pointer.
 */
export class ReplayScene {
  /** Both canvases, stacked: what the viewer puts on the page. */
  readonly element = document.createElement('div');
  private readonly arenaLayer: ArenaLayer;
  private readonly entityLayer = new EntityLayer();
  private readonly pointer: PointerWatch;
  private view: SceneView | null = null;
  private tickShownAt = 0;
  /** The wave and tick last reported drawn. */
  private drawn = '';
  private hovered: EntityHover | null = null;

  private constructor(
    private readonly app: Application,
    arena: ArenaCollision | null,
    private readonly events: SceneEvents,
  ) {
    this.element.style.position = 'relative';
    Object.assign(app.canvas.style, { position: 'absolute', left: '0', top: '0' });
    this.element.append(app.canvas);
    this.arenaLayer = new ArenaLayer(() => app.renderer.resolution, arena, this.element);
    app.stage.addChild(this.entityLayer.container);
    app.ticker.add(this.animate);
    // The pointer is watched here (PointerWatch). Pixi's own event system would hit-test every pointer
    // move on the page, keep a ticker running while idle, and stop a finger scrolling over the map.
    // Its documentation detaches it with null, which its type declaration leaves out.
    app.renderer.events.setTargetElement(null as unknown as HTMLElement);
    this.pointer = new PointerWatch(app.canvas, () => this.reportHover());
  }

  static async create(arena: ArenaCollision | null, events: SceneEvents): Promise<ReplayScene> {
    const app = new Application();
    await app.init({
      width: 1,
      height: 1,
      resolution: window.devicePixelRatio || 1,
      autoDensity: true,
      antialias: true,
      backgroundAlpha: 0,
      preference: 'webgl',
      // Frames are drawn on demand; the ticker runs only while entities glide between ticks.
      autoStart: false,
      // The viewer gives the canvas its accessible name and text; Pixi's own overlay would add nothing.
      accessibilityOptions: { activateOnTab: false },
    });
    return new ReplayScene(app, arena, events);
  }

  /** The entities' canvas, on top: it takes the pointer. */
  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  update(view: SceneView): void {
    const previous = this.view;
    this.view = view;
    if (previous?.tileSize !== view.tileSize) {
      const { width, height } = mapSize(view.tileSize);
      this.app.renderer.resize(width, height, window.devicePixelRatio || 1);
      this.entityLayer.setTileSize(view.tileSize);
    }
    this.arenaLayer.show(layoutForWave(view.wave), view.tileSize);
    const tickChanged = previous?.frames !== view.frames || previous.tick !== view.tick || previous.wave !== view.wave;
    if (tickChanged || previous?.tileSize !== view.tileSize) {
      const frames = view.frames ?? [];
      this.entityLayer.setTick(view.wave, frames[view.tick] ?? [], frames[view.tick + 1] ?? null);
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

  /** One frame: entities part of the way to the next tick while gliding, at their tick otherwise. */
  private readonly animate = (): void => {
    const view = this.view;
    if (!view) return;
    const gliding = view.smooth && view.playing;
    const progress = gliding ? Math.min(1, (performance.now() - this.tickShownAt) / view.tickMs) : 0;
    this.entityLayer.place(progress);
    this.reportHover();
    const drawn = `${view.wave}/${view.tick}`;
    if (view.frames && drawn !== this.drawn) {
      this.drawn = drawn;
      this.events.onDrawn(view.wave, view.tick);
    }
  };

  /** Tells the viewer when what is under the pointer changes, not on every frame. */
  private reportHover(): void {
    const at = this.pointer.position;
    const under = at ? this.entityLayer.entityAt(at, this.pointer.reach(this.view?.tileSize ?? 0)) : null;
    const hover = at && under ? { description: describeEntity(under), at } : null;
    const same = hover?.description === this.hovered?.description && hover?.at.x === this.hovered?.at.x && hover?.at.y === this.hovered?.at.y;
    if (same) return;
    this.hovered = hover;
    this.events.onHover(hover);
  }

  destroy(): void {
    this.pointer.destroy();
    this.app.ticker.remove(this.animate);
    this.entityLayer.destroy();
    this.arenaLayer.destroy();
    this.app.destroy({ removeView: true, releaseGlobalResources: true }, { children: true });
    this.element.remove();
  }
}
