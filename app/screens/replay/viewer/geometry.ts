import { MAP_COLUMNS, MAP_ROWS, TILE_SIZE_PX } from '../../../../domain/constants';

/** Below this a tile is too small to tell entities apart; the canvas scrolls instead of shrinking further. */
const MIN_TILE_SIZE_PX = 4;

export interface Point {
  x: number;
  y: number;
}

/** The whole map on the canvas, in CSS pixels. */
export function mapSize(tileSize: number): { width: number; height: number } {
  return { width: MAP_COLUMNS * tileSize, height: MAP_ROWS * tileSize };
}

/** The top edge of a map row on the canvas: y grows northwards, so row 0 is the bottom row. */
export function rowTop(y: number, tileSize: number): number {
  return (MAP_ROWS - 1 - y) * tileSize;
}

/**
 * The default tile size, or smaller so the map fits the width it has, in whole device pixels so tile
 * edges and grid lines stay sharp.
 */
export function fitTileSize(availableWidth: number, devicePixelRatio: number): number {
  const fitting = Math.floor((availableWidth / MAP_COLUMNS) * devicePixelRatio) / devicePixelRatio;
  return Math.max(MIN_TILE_SIZE_PX, Math.min(TILE_SIZE_PX, fitting));
}
