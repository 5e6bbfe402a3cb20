import type { ArenaCollision } from '../../../../../domain/arena';
import { mapSize } from '../geometry';
import type { SceneCanvases, SceneEvents, SceneView, WaveFrames } from '../scene/ReplayScene';
import { PointerWatch } from './pointerWatch';
import { startScene, type SceneHandle } from './sceneHost';

/** Everything the replay's picture shows; the viewer hands over a new one whenever any of it changes. */
export interface StageView extends Omit<SceneView, 'resolution'> {
  /** null while the wave's frames load: the arena alone. */
  frames: WaveFrames | null;
}

/**
 * The replay's picture on the page: the arena's canvas and the entities' over it, both drawn by the
 * scene (sceneHost.ts), sized here in CSS pixels; the top one takes the pointer.
 */
export class ReplayStage {
  /** Both canvases, stacked: what the viewer puts on the page. */
  readonly element = document.createElement('div');
  private readonly pointer: PointerWatch;
  private view: StageView | null = null;

  private constructor(
    private readonly canvases: SceneCanvases<HTMLCanvasElement>,
    private readonly scene: SceneHandle,
  ) {
    this.element.style.position = 'relative';
    canvases.arena.setAttribute('aria-hidden', 'true');
    canvases.arena.style.display = 'block';
    Object.assign(canvases.entities.style, { position: 'absolute', left: '0', top: '0' });
    this.element.append(canvases.arena, canvases.entities);
    this.pointer = new PointerWatch(canvases.entities, () => this.scene.point(this.pointer.position, this.pointer.reach(this.view?.tileSize ?? 0)));
  }

  static async create(arena: ArenaCollision | null, events: SceneEvents): Promise<ReplayStage> {
    const { canvases, scene } = await startScene(arena, events);
    return new ReplayStage(canvases, scene);
  }

  /** The entities' canvas, on top: the one named to screen readers. */
  get canvas(): HTMLCanvasElement {
    return this.canvases.entities;
  }

  update(view: StageView): void {
    const previous = this.view;
    this.view = view;
    if (previous?.tileSize !== view.tileSize) {
      const { width, height } = mapSize(view.tileSize);
      for (const canvas of [this.canvases.arena, this.canvases.entities]) Object.assign(canvas.style, { width: `${width}px`, height: `${height}px` });
    }
    const { frames, ...shown } = view;
    // Frames go over only when they change: a worker would otherwise copy the whole wave every tick.
    this.scene.update({ ...shown, resolution: window.devicePixelRatio || 1 }, previous?.frames === frames ? undefined : frames);
  }

  destroy(): void {
    this.pointer.destroy();
    this.scene.destroy();
    this.element.remove();
  }
}
