import type { ArenaCollision, ArenaLayout } from '../../../domain/arena';
import { mapSize } from '../geometry';
import { drawArena } from './arenaPicture';

/**
 * The arena's static picture (tiles, grid and walls) for a layout, drawn once per tile size and
 * kept as a plain canvas beneath the entities. The browser composites a still canvas for
 * free; redrawing the map every frame, even from a cached texture, cost software renderers most of
 * their frame time (14 fps instead of 60 in headless Chromium).
 */
export class ArenaLayer {
  private readonly pictures = new Map<ArenaLayout, HTMLCanvasElement>();
  private shown: HTMLCanvasElement | null = null;
  private tileSize = 0;

  constructor(
    /** Device pixels to a CSS pixel, as the entities' canvas has them. */
    private readonly resolution: number,
    private readonly arena: ArenaCollision | null,
    private readonly parent: HTMLElement,
  ) {}

  show(layout: ArenaLayout, tileSize: number): void {
    if (tileSize !== this.tileSize) {
      this.clear();
      this.tileSize = tileSize;
    }
    let picture = this.pictures.get(layout);
    if (!picture) {
      picture = this.draw(layout, tileSize);
      this.pictures.set(layout, picture);
    }
    if (picture !== this.shown) {
      this.shown?.remove();
      // First: beneath the entities' canvas.
      this.parent.prepend(picture);
      this.shown = picture;
    }
  }

  /** Drawn in device pixels at the entities' canvas's resolution and shown at the map's CSS size, so the two meet exactly. */
  private draw(layout: ArenaLayout, tileSize: number): HTMLCanvasElement {
    const picture = drawArena(this.arena, layout, tileSize, this.resolution);
    const { width, height } = mapSize(tileSize);
    Object.assign(picture.style, { display: 'block', width: `${width}px`, height: `${height}px` });
    picture.setAttribute('aria-hidden', 'true');
    return picture;
  }

  private clear(): void {
    this.shown?.remove();
    this.shown = null;
    this.pictures.clear();
  }

  destroy(): void {
    this.clear();
  }
}
