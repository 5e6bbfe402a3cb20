import { isWalkable, type ArenaCollision, type ArenaLayout } from '../../domain/arena';
import { MAP_COLUMNS, MAP_ROWS } from '../../domain/constants';
import type { Random } from './random';

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const STEPS: ReadonlyArray<readonly [number, number]> = [
  [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
];

/**
 * Where demo replay entities may go on one layout: the largest area of walkable tiles reachable
 * from one another, moving like the game does (8 directions, side walls respected, no corner
 * cutting). Without a collision map it is an open floor. Tiles are indexes x + width * y.
 */
export class WalkGrid {
  readonly width = MAP_COLUMNS;
  readonly height = MAP_ROWS;
  /** Every tile entities may stand on, in index order. */
  readonly tiles: readonly number[];
  /** Index change of each step in STEPS. */
  private readonly offset = STEPS.map(([dx, dy]) => dx + MAP_COLUMNS * dy);
  /** Per tile, bit d set when a step in STEPS[d] is allowed: path searches only read these. */
  private readonly exits: Uint8Array;
  private readonly distances = new Map<number, Int16Array>();
  private readonly zones = new Map<string, number[]>();

  constructor(
    private readonly collision: ArenaCollision | null,
    private readonly layout: ArenaLayout,
  ) {
    this.exits = new Uint8Array(this.width * this.height);
    for (let tile = 0; tile < this.exits.length; tile++) {
      const x = this.x(tile);
      const y = this.y(tile);
      if (!this.walkable(x, y)) continue;
      STEPS.forEach(([dx, dy], d) => {
        if (this.allowed(x, y, dx, dy)) this.exits[tile]! |= 1 << d;
      });
    }
    this.tiles = this.largestArea();
  }

  x(tile: number): number {
    return tile % this.width;
  }

  y(tile: number): number {
    return Math.floor(tile / this.width);
  }

  private walkable(x: number, y: number): boolean {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return false;
    return this.collision === null || isWalkable(this.collision, this.layout, x, y);
  }

  /** One step east, west, north or south (y grows northwards), through no wall on the shared edge. */
  private straightStep(x: number, y: number, dx: number, dy: number): boolean {
    const nx = x + dx;
    const ny = y + dy;
    if (!this.walkable(nx, ny)) return false;
    if (this.collision === null) return true;
    const tiles = this.collision[this.layout];
    const m = this.collision.masks;
    const from = tiles[x + this.width * y]!;
    const to = tiles[nx + this.width * ny]!;
    if (dx === 1) return (from & m.MOVE_EAST) === 0 && (to & m.MOVE_WEST) === 0;
    if (dx === -1) return (from & m.MOVE_WEST) === 0 && (to & m.MOVE_EAST) === 0;
    if (dy === 1) return (from & m.MOVE_NORTH) === 0 && (to & m.MOVE_SOUTH) === 0;
    return (from & m.MOVE_SOUTH) === 0 && (to & m.MOVE_NORTH) === 0;
  }

  /** A diagonal step needs both straight paths around the corner open. */
  private allowed(x: number, y: number, dx: number, dy: number): boolean {
    if (dx === 0 || dy === 0) return this.straightStep(x, y, dx, dy);
    return (
      this.straightStep(x, y, dx, 0) && this.straightStep(x + dx, y, 0, dy) &&
      this.straightStep(x, y, 0, dy) && this.straightStep(x, y + dy, dx, 0)
    );
  }

  private largestArea(): number[] {
    const area = new Int32Array(this.width * this.height).fill(-1);
    let best = -1;
    let bestSize = 0;
    for (let start = 0; start < area.length; start++) {
      if (area[start] !== -1 || !this.walkable(this.x(start), this.y(start))) continue;
      area[start] = start;
      const queue = [start];
      for (let head = 0; head < queue.length; head++) {
        const tile = queue[head]!;
        for (let d = 0; d < STEPS.length; d++) {
          const next = tile + this.offset[d]!;
          if ((this.exits[tile]! & (1 << d)) !== 0 && area[next] === -1) {
            area[next] = start;
            queue.push(next);
          }
        }
      }
      if (queue.length > bestSize) {
        best = start;
        bestSize = queue.length;
      }
    }
    return [...area.keys()].filter((tile) => area[tile] === best);
  }

  /** Steps from every tile to `target` (-1 where none), computed once per target. */
  private distancesTo(target: number): Int16Array {
    let dist = this.distances.get(target);
    if (dist) return dist;
    dist = new Int16Array(this.width * this.height).fill(-1);
    dist[target] = 0;
    const queue = [target];
    for (let head = 0; head < queue.length; head++) {
      const tile = queue[head]!;
      for (let d = 0; d < STEPS.length; d++) {
        // Searched backwards: prev reaches tile by the step STEPS[d]; off-map neighbours have no exits.
        const prev = tile - this.offset[d]!;
        if (prev >= 0 && prev < dist.length && dist[prev] === -1 && (this.exits[prev]! & (1 << d)) !== 0) {
          dist[prev] = dist[tile]! + 1;
          queue.push(prev);
        }
      }
    }
    this.distances.set(target, dist);
    return dist;
  }

  /** Where an entity on `from` ends up after up to `steps` steps along a shortest path to `to`. */
  walk(from: number, to: number, steps: number, rng: Random): number {
    const dist = this.distancesTo(to);
    let tile = from;
    const closer: number[] = [];
    for (let s = 0; s < steps && tile !== to; s++) {
      closer.length = 0;
      for (let d = 0; d < STEPS.length; d++) {
        const next = tile + this.offset[d]!;
        if ((this.exits[tile]! & (1 << d)) !== 0 && dist[next] === dist[tile]! - 1) closer.push(next);
      }
      if (closer.length === 0) break;
      tile = rng.pick(closer);
    }
    return tile;
  }

  /** The reachable tile nearest to (x, y). */
  nearest(x: number, y: number): number {
    let best = this.tiles[0]!;
    let bestDistance = Infinity;
    for (const tile of this.tiles) {
      const d = (this.x(tile) - x) ** 2 + (this.y(tile) - y) ** 2;
      if (d < bestDistance) {
        best = tile;
        bestDistance = d;
      }
    }
    return best;
  }

  /** A random reachable tile inside `rect`, or the one nearest its centre when it holds none. */
  randomIn(rect: Rect, rng: Random): number {
    const key = `${rect.x0},${rect.y0},${rect.x1},${rect.y1}`;
    let inside = this.zones.get(key);
    if (!inside) {
      inside = this.tiles.filter((t) => this.x(t) >= rect.x0 && this.x(t) <= rect.x1 && this.y(t) >= rect.y0 && this.y(t) <= rect.y1);
      if (inside.length === 0) inside = [this.nearest((rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2)];
      this.zones.set(key, inside);
    }
    return rng.pick(inside);
  }

  /** Tiles between two, counting a diagonal step as one. */
  gap(a: number, b: number): number {
    return Math.max(Math.abs(this.x(a) - this.x(b)), Math.abs(this.y(a) - this.y(b)));
  }
}
