import { GraphicsContext } from 'pixi.js';
import { ENTITY_STYLES, type EntityKind, type EntityShape } from '../../../../../domain/replay';

/** A dark rim keeps light colours apart from the sand; on tiny tiles it would hide the colour, so it goes. */
const OUTLINE = { color: 0x1a1a1a, alpha: 0.85 };
const MIN_TILE_FOR_OUTLINE_PX = 8;

/**
 * Sizes as shares of a tile: players fill most of it, penance reach its edges, items sit small
 * beneath both. On a phone's small tiles they keep a least size in pixels, so they can still be seen.
 */
const SIZE: Record<EntityShape, { share: number; leastPx: number }> = {
  circle: { share: 0.42, leastPx: 3 },
  diamond: { share: 0.5, leastPx: 3.5 },
  square: { share: 0.3, leastPx: 2 },
};

function drawShape(context: GraphicsContext, shape: EntityShape, tileSize: number): GraphicsContext {
  const r = Math.max(SIZE[shape].share * tileSize, SIZE[shape].leastPx);
  switch (shape) {
    case 'circle':
      return context.circle(0, 0, r);
    case 'diamond':
      return context.poly([0, -r, r, 0, 0, r, -r, 0]);
    case 'square':
      return context.rect(-r, -r, 2 * r, 2 * r);
  }
}

/** One drawing per kind, centred on (0, 0), shared by every entity of that kind. */
export function entityContexts(tileSize: number): Record<EntityKind, GraphicsContext> {
  const entries = (Object.keys(ENTITY_STYLES) as EntityKind[]).map((kind) => {
    const { color, shape } = ENTITY_STYLES[kind];
    const context = drawShape(new GraphicsContext(), shape, tileSize).fill(color);
    if (tileSize >= MIN_TILE_FOR_OUTLINE_PX) context.stroke({ ...OUTLINE, width: 1 });
    return [kind, context] as const;
  });
  return Object.fromEntries(entries) as Record<EntityKind, GraphicsContext>;
}

/** Drawn bottom to top: items, then penance, then the team. */
export const SHAPE_LAYER: Record<EntityShape, number> = { square: 0, diamond: 1, circle: 2 };
