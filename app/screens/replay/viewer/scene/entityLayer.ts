import { Container, Graphics, type GraphicsContext } from 'pixi.js';
import { ENTITY_STYLES, entityKind, toMapTile, type EntityKind } from '../../../../../domain/replay';
import type { ReplayEntity } from '../../../../../domain/types';
import { rowTop, type Point } from '../geometry';
import { matchNextTick } from '../motion';
import { entityContexts, SHAPE_LAYER } from './entityShapes';

interface Shown {
  entity: ReplayEntity;
  kind: EntityKind;
  /** Map tile at this tick. */
  from: Point;
  /** Map tile at the next tick, when the same entity is there. */
  to: Point | null;
}

/**
 * The entities of one tick, placed at a point between it and the next. Display objects are pooled:
 * a new tick re-points existing ones at a kind's shared drawing instead of creating any.
 */
export class EntityLayer {
  readonly container = new Container();
  private readonly pool: Graphics[] = [];
  private shown: Shown[] = [];
  /** Where each pooled object stands, kept beside the pool so hit tests need not ask the scene graph. */
  private readonly centres: Point[] = [];
  private contexts: Record<EntityKind, GraphicsContext> | null = null;
  private tileSize = 0;

  setTileSize(tileSize: number): void {
    if (tileSize === this.tileSize) return;
    const old = this.contexts;
    this.tileSize = tileSize;
    this.contexts = entityContexts(tileSize);
    const contexts = this.contexts;
    // Hidden ones too: none may keep a drawing that is destroyed below.
    this.pool.forEach((graphics, i) => (graphics.context = contexts[this.shown[i]?.kind ?? 'Other']));
    if (old) for (const context of Object.values(old)) context.destroy();
  }

  /** The entities of `current`, each heading for itself in `next` (null: the last tick, nothing moves). */
  setTick(wave: number, current: readonly ReplayEntity[], next: readonly ReplayEntity[] | null): void {
    const contexts = this.contexts!;
    const matches = next ? matchNextTick(current, next) : [];
    this.shown = current
      .map((entity, i): Shown => {
        const match = matches[i] ?? -1;
        return { entity, kind: entityKind(entity), from: toMapTile(entity, wave), to: match >= 0 ? toMapTile(next![match]!, wave) : null };
      })
      .sort((a, b) => SHAPE_LAYER[ENTITY_STYLES[a.kind].shape] - SHAPE_LAYER[ENTITY_STYLES[b.kind].shape]);
    while (this.pool.length < this.shown.length) {
      this.pool.push(this.container.addChild(new Graphics(contexts[this.shown[this.pool.length]!.kind])));
      this.centres.push({ x: 0, y: 0 });
    }
    this.pool.forEach((graphics, i) => {
      const shown = this.shown[i];
      graphics.visible = shown !== undefined;
      if (shown) graphics.context = contexts[shown.kind];
    });
  }

  /** Places every entity `progress` (0 to 1) of the way to its next tile; runs every frame, so it allocates nothing. */
  place(progress: number): void {
    const half = 0.5 * this.tileSize;
    this.shown.forEach(({ from, to }, i) => {
      const centre = this.centres[i]!;
      const x = to ? from.x + (to.x - from.x) * progress : from.x;
      const y = to ? from.y + (to.y - from.y) * progress : from.y;
      centre.x = x * this.tileSize + half;
      centre.y = rowTop(y, this.tileSize) + half;
      this.pool[i]!.position.set(centre.x, centre.y);
    });
  }

  /** The entity nearest to a point within `radius` CSS pixels; of equals, the one drawn on top. */
  entityAt(point: Point, radius: number): ReplayEntity | null {
    let best: ReplayEntity | null = null;
    let bestDistance = radius;
    this.shown.forEach((shown, i) => {
      const centre = this.centres[i]!;
      const distance = Math.hypot(centre.x - point.x, centre.y - point.y);
      if (distance <= bestDistance) {
        best = shown.entity;
        bestDistance = distance;
      }
    });
    return best;
  }

  destroy(): void {
    this.container.destroy({ children: true });
    if (this.contexts) for (const context of Object.values(this.contexts)) context.destroy();
  }
}
