import { layoutForWave, type ArenaCollision } from '../../../domain/arena';
import { mapSize } from '../geometry';
import type { SceneEvents, SceneView, WaveFrames } from '../scene/ReplayScene';
import { ArenaLayer } from './arenaLayer';
import { PointerWatch } from './pointerWatch';
import { startScene, type SceneHandle } from './sceneHost';

/** Everything the replay's picture shows; the viewer hands over a new one whenever any of it changes. */
export interface StageView extends SceneView {
  /** null while the wave's frames load: the arena alone. */
  frames: WaveFrames | null;
}

/**
 * The replay's picture on the page: the arena as a still canvas, and over it the entities' canvas,
 * which PixiJS draws (sceneHost.ts), and which takes the pointer.
 */
export class ReplayStage {
  /** Both canvases, stacked: what the viewer puts on the page. */
  readonly element = document.createElement('div');
  private readonly arenaLayer: ArenaLayer;
  private readonly pointer: PointerWatch;
  private view: StageView | null = null;

  private constructor(
    /** The entities' canvas, on top. */
    readonly canvas: HTMLCanvasElement,
    private readonly scene: SceneHandle,
    resolution: number,
    arena: ArenaCollision | null,
  ) {
    this.element.style.position = 'relative';
    Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0' });
    this.element.append(canvas);
    this.arenaLayer = new ArenaLayer(resolution, arena, this.element);
    this.pointer = new PointerWatch(canvas, () => this.scene.point(this.pointer.position, this.pointer.reach(this.view?.tileSize ?? 0)));
  }

  static async create(arena: ArenaCollision | null, events: SceneEvents): Promise<ReplayStage> {
    const resolution = window.devicePixelRatio || 1;
    const { canvas, scene } = await startScene(resolution, events);
    return new ReplayStage(canvas, scene, resolution, arena);
  }

  update(view: StageView): void {
    const previous = this.view;
    this.view = view;
    if (previous?.tileSize !== view.tileSize) {
      const { width, height } = mapSize(view.tileSize);
      Object.assign(this.canvas.style, { width: `${width}px`, height: `${height}px` });
    }
    this.arenaLayer.show(layoutForWave(view.wave), view.tileSize);
    const { frames, ...sceneView } = view;
    // Frames go over only when they change: a worker would otherwise copy the whole wave every tick.
    this.scene.update(sceneView, previous?.frames === frames ? undefined : frames);
  }

  destroy(): void {
    this.pointer.destroy();
    this.scene.destroy();
    this.arenaLayer.destroy();
    this.element.remove();
  }
}
