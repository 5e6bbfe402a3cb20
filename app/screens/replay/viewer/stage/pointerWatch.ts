import type { Point } from '../geometry';

/**
 * Where the pointer rests on the canvas. A mouse leaving clears it; a tap stays put until the next
 * tap, so a phone keeps showing what was tapped.
 */
export class PointerWatch {
  position: Point | null = null;
  private touch = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly onChange: () => void,
  ) {
    canvas.addEventListener('pointermove', this.follow);
    canvas.addEventListener('pointerdown', this.follow);
    canvas.addEventListener('pointerleave', this.leave);
  }

  /** How far from an entity's centre the pointer still points at it: a finger is broader than a mouse. */
  reach(tileSize: number): number {
    return this.touch ? Math.max(tileSize, 16) : Math.max(0.6 * tileSize, 6);
  }

  private readonly follow = (event: PointerEvent): void => {
    this.touch = event.pointerType !== 'mouse';
    this.position = { x: event.offsetX, y: event.offsetY };
    this.onChange();
  };

  private readonly leave = (event: PointerEvent): void => {
    if (event.pointerType !== 'mouse') return;
    this.position = null;
    this.onChange();
  };

  destroy(): void {
    this.canvas.removeEventListener('pointermove', this.follow);
    this.canvas.removeEventListener('pointerdown', this.follow);
    this.canvas.removeEventListener('pointerleave', this.leave);
  }
}
