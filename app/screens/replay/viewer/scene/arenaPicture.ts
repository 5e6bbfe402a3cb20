import type { ArenaCollision, ArenaLayout } from '../../../../../domain/arena';
import { tileColors, wallOutlines, type WallOutline } from '../../../../../domain/arenaDrawing';
import { MAP_COLUMNS, MAP_ROWS, TILE_SIZE_PX } from '../../../../../domain/constants';
import { mapSize, rowTop } from '../geometry';

/** Heavier grid lines every this many tiles (SPEC §2). */
const HEAVY_GRID_EVERY = 8;
const GRID = { thin: 'rgba(0, 0, 0, 0.14)', heavy: 'rgba(0, 0, 0, 0.38)', heavyWidth: 2 };

/** A page's canvas or a worker's: the picture is drawn the same on either. */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const cssColor = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

/** Each row as runs of one colour: a rectangle a run rather than one a tile. */
function drawTiles(context: Context2D, colors: readonly number[], tileSize: number): void {
  for (let y = 0; y < MAP_ROWS; y++) {
    let start = 0;
    for (let x = 1; x <= MAP_COLUMNS; x++) {
      const color = colors[start + MAP_COLUMNS * y]!;
      if (x < MAP_COLUMNS && colors[x + MAP_COLUMNS * y] === color) continue;
      context.fillStyle = cssColor(color);
      context.fillRect(start * tileSize, rowTop(y, tileSize), (x - start) * tileSize, tileSize);
      start = x;
    }
  }
}

/** Thin lines one device pixel wide; heavy ones thinner on small tiles, down to a CSS pixel (`px` device pixels). */
function drawGrid(context: Context2D, tileSize: number, px: number): void {
  const { width, height } = mapSize(tileSize);
  const isHeavy = (line: number) => line % HEAVY_GRID_EVERY === 0;
  // Thin lines as one-pixel rectangles: a stroke one pixel wide would straddle two pixels and blur.
  context.fillStyle = GRID.thin;
  for (let x = 0; x <= MAP_COLUMNS; x++) if (!isHeavy(x)) context.fillRect(Math.min(x * tileSize, width - 1), 0, 1, height);
  for (let y = 0; y <= MAP_ROWS; y++) if (!isHeavy(y)) context.fillRect(0, Math.min(y * tileSize, height - 1), width, 1);
  // Counted from row 0 at the bottom, as the map counts: 48 rows make the top line a heavy one too.
  context.beginPath();
  for (let x = 0; x <= MAP_COLUMNS; x += HEAVY_GRID_EVERY) {
    context.moveTo(x * tileSize, 0);
    context.lineTo(x * tileSize, height);
  }
  for (let y = 0; y <= MAP_ROWS; y += HEAVY_GRID_EVERY) {
    context.moveTo(0, y * tileSize);
    context.lineTo(width, y * tileSize);
  }
  context.strokeStyle = GRID.heavy;
  context.lineWidth = Math.max(px, (GRID.heavyWidth * tileSize) / TILE_SIZE_PX);
  context.lineCap = 'butt';
  context.stroke();
}

function wallSegment(wall: WallOutline, tileSize: number): [number, number, number, number] {
  const left = wall.x * tileSize;
  const right = left + tileSize;
  const top = rowTop(wall.y, tileSize);
  const bottom = top + tileSize;
  switch (wall.side) {
    case 'top':
      return [left, top, right, top];
    case 'bottom':
      return [left, bottom, right, bottom];
    case 'left':
      return [left, top, left, bottom];
    case 'right':
      return [right, top, right, bottom];
  }
}

/**
 * Walls on tile edges, one stroke per colour and width; widths are SPEC's at the default tile size
 * and shrink with it, to no less than a CSS pixel (`px` device pixels).
 */
function drawWalls(context: Context2D, walls: readonly WallOutline[], tileSize: number, px: number): void {
  const groups = new Map<string, WallOutline[]>();
  for (const wall of walls) {
    const key = `${wall.color}/${wall.width}`;
    const group = groups.get(key);
    if (group) group.push(wall);
    else groups.set(key, [wall]);
  }
  // Square caps close the corners where two walls of a tile meet.
  context.lineCap = 'square';
  for (const group of groups.values()) {
    context.beginPath();
    for (const wall of group) {
      const [x0, y0, x1, y1] = wallSegment(wall, tileSize);
      context.moveTo(x0, y0);
      context.lineTo(x1, y1);
    }
    const { color, width } = group[0]!;
    context.strokeStyle = cssColor(color);
    context.lineWidth = Math.max(px, (width * tileSize) / TILE_SIZE_PX);
    context.stroke();
  }
}

/**
 * The arena's still picture on its canvas, in device pixels (`px` to a CSS pixel): tiles, then the
 * grid over them, then the walls over both. A plain 2D canvas beneath the entities' one: the browser
 * composites a still canvas for free, while redrawing the map each frame, even from a cached
 * texture, costs software renderers most of their frame time, and drawing it with WebGL and reading
 * it back holds the page up.
 */
export function drawArena(canvas: HTMLCanvasElement | OffscreenCanvas, arena: ArenaCollision | null, layout: ArenaLayout, tileSize: number, px: number): void {
  const device = mapSize(tileSize * px);
  canvas.width = Math.round(device.width);
  canvas.height = Math.round(device.height);
  const context = canvas.getContext('2d') as Context2D;
  drawTiles(context, tileColors(arena, layout), tileSize * px);
  drawGrid(context, tileSize * px, px);
  drawWalls(context, wallOutlines(arena, layout), tileSize * px, px);
}
