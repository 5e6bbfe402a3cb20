import { Container, Graphics } from 'pixi.js';
import type { ArenaCollision, ArenaLayout } from '../../../domain/arena';
import { tileColors, wallOutlines, type WallOutline } from '../../../domain/arenaDrawing';
import { MAP_COLUMNS, MAP_ROWS, TILE_SIZE_PX } from '../../../domain/constants';
import { mapSize, rowTop } from '../geometry';

/** Heavier grid lines every this many tiles (SPEC §2). */
const HEAVY_GRID_EVERY = 8;
const GRID = { color: 0x000000, thinAlpha: 0.14, heavyAlpha: 0.38, heavyWidth: 2 };

/** Each row as runs of one colour: a few hundred rectangles instead of 3,072. */
function drawTiles(colors: readonly number[], tileSize: number): Graphics {
  const tiles = new Graphics();
  for (let y = 0; y < MAP_ROWS; y++) {
    let start = 0;
    for (let x = 1; x <= MAP_COLUMNS; x++) {
      const color = colors[start + MAP_COLUMNS * y]!;
      if (x < MAP_COLUMNS && colors[x + MAP_COLUMNS * y] === color) continue;
      tiles.rect(start * tileSize, rowTop(y, tileSize), (x - start) * tileSize, tileSize).fill(color);
      start = x;
    }
  }
  return tiles;
}

/** Thin lines one device pixel wide; heavy ones thinner on small tiles, down to a CSS pixel (`px` device pixels). */
function drawGrid(tileSize: number, px: number): Graphics {
  const { width, height } = mapSize(tileSize);
  const grid = new Graphics();
  const lines = (heavy: boolean) => {
    for (let x = 0; x <= MAP_COLUMNS; x++) if ((x % HEAVY_GRID_EVERY === 0) === heavy) grid.moveTo(x * tileSize, 0).lineTo(x * tileSize, height);
    for (let y = 0; y <= MAP_ROWS; y++) if ((y % HEAVY_GRID_EVERY === 0) === heavy) grid.moveTo(0, y * tileSize).lineTo(width, y * tileSize);
  };
  lines(false);
  grid.stroke({ color: GRID.color, alpha: GRID.thinAlpha, pixelLine: true });
  // Counted from row 0 at the bottom, as the map counts: 48 rows make the top line a heavy one too.
  lines(true);
  grid.stroke({ color: GRID.color, alpha: GRID.heavyAlpha, width: Math.max(px, (GRID.heavyWidth * tileSize) / TILE_SIZE_PX) });
  return grid;
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
function drawWalls(walls: readonly WallOutline[], tileSize: number, px: number): Graphics {
  const graphics = new Graphics();
  const groups = new Map<string, WallOutline[]>();
  for (const wall of walls) {
    const key = `${wall.color}/${wall.width}`;
    const group = groups.get(key);
    if (group) group.push(wall);
    else groups.set(key, [wall]);
  }
  for (const group of groups.values()) {
    for (const wall of group) {
      const [x0, y0, x1, y1] = wallSegment(wall, tileSize);
      graphics.moveTo(x0, y0).lineTo(x1, y1);
    }
    const { color, width } = group[0]!;
    // Square caps close the corners where two walls of a tile meet.
    graphics.stroke({ color, width: Math.max(px, (width * tileSize) / TILE_SIZE_PX), cap: 'square' });
  }
  return graphics;
}

/** Tiles, then the grid over them, then the walls over both, in device pixels (`px` to a CSS pixel). */
export function drawArena(arena: ArenaCollision | null, layout: ArenaLayout, tileSize: number, px: number): Container {
  const picture = new Container();
  picture.addChild(drawTiles(tileColors(arena, layout), tileSize), drawGrid(tileSize, px), drawWalls(wallOutlines(arena, layout), tileSize, px));
  return picture;
}
