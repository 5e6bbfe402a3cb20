import { layoutForWave, type ArenaLayout } from '../../domain/arena';
import { toReplayCoordinates } from '../../domain/replay';
import { TICK_SECONDS, type Role } from '../../domain/constants';
import type { ReplayData, ReplayEntity, RoundPlayer, WaveEntry } from '../../domain/types';
import type { Random } from './random';
import type { Rect, WalkGrid } from './walkGrid';

type Penance = 'Penance Fighter' | 'Penance Ranger' | 'Penance Runner' | 'Penance Healer';
type Item = 'Hammer' | 'Logs' | 'GoodFood' | 'BadFood';

/**
 * Rough places in the arena, in the collision map's tile coordinates: the team comes in from the
 * south, the penance from caves in the north, the traps stand east and west. Each is snapped to the
 * nearest reachable tile, so a rough point is enough, on the real map or an open floor.
 */
const SPOT = {
  entrance: [32, 9],
  fighterCave: [30, 38],
  rangerCave: [27, 37],
  runnerCave: [36, 39],
  healerCave: [42, 37],
  eastTrap: [45, 26],
  westTrap: [15, 25],
  hammer: [32, 33],
  northWestLogs: [20, 35],
  southEastLogs: [44, 13],
} as const satisfies Record<string, readonly [number, number]>;

const around = ([x, y]: readonly [number, number], r: number): Rect => ({ x0: x - r, y0: y - r, x1: x + r, y1: y + r });
const ZONE = {
  north: { x0: 18, y0: 25, x1: 44, y1: 39 },
  healers: { x0: 28, y0: 22, x1: 46, y1: 38 },
  everywhere: { x0: 14, y0: 9, x1: 48, y1: 39 },
  runners: { x0: 14, y0: 9, x1: 47, y1: 31 },
  eastTrap: around(SPOT.eastTrap, 3),
  westTrap: around(SPOT.westTrap, 3),
} as const satisfies Record<string, Rect>;

const PENANCE_CAVE: Record<Penance, keyof typeof SPOT> = {
  'Penance Fighter': 'fighterCave',
  'Penance Ranger': 'rangerCave',
  'Penance Runner': 'runnerCave',
  'Penance Healer': 'healerCave',
};
const DEATH_FIELD: Record<Penance, keyof WaveEntry> = {
  'Penance Fighter': 'fighter_death_time',
  'Penance Ranger': 'ranger_death_time',
  'Penance Runner': 'runner_death_time',
  'Penance Healer': 'healer_death_time',
};
/** How far into the wave each kind of penance tends to die out, when the wave does not say. */
const DEATH_SHARE: Record<Penance, number> = {
  'Penance Fighter': 0.7,
  'Penance Ranger': 0.65,
  'Penance Runner': 0.9,
  'Penance Healer': 0.97,
};

const MAX_FOOD_ON_FLOOR = 3;
const FOOD_LIFETIME_TICKS = 80;

interface Actor {
  type: string;
  id?: Penance;
  tile: number;
  target: number;
  /** Ticks to stand still once the target is reached. */
  pause: number;
  speed: number;
}

interface Npc extends Actor {
  id: Penance;
  spawnTick: number;
  deathTick: number;
}

interface GroundItem {
  id: Item;
  tile: number;
  droppedAt: number;
}

/** How many of each penance a wave brings: more as the waves go on. */
const penanceCount = (wave: number) => Math.min(2 + Math.floor(wave / 3), 5);

/** When each penance of a kind appears and dies: at most two alive at once, the last dying at `lastDeath`. */
function penanceLives(rng: Random, count: number, waveTicks: number, lastDeath: number): Array<{ spawn: number; death: number }> {
  const spacing = Math.max(3, Math.floor(Math.min(waveTicks * 0.5, lastDeath - 8) / count));
  const spawns = Array.from({ length: count }, (_, k) => Math.min(lastDeath - 2, 1 + k * spacing + rng.int(0, 2)));
  return spawns.map((spawn, k) => {
    if (k === count - 1) return { spawn, death: lastDeath };
    const cap = Math.min(lastDeath, spawns[k + 2] ?? lastDeath);
    return { spawn, death: Math.max(spawn + 1, Math.min(cap, spawn + rng.int(15, 45))) };
  });
}

class WaveSimulation {
  private readonly players: Actor[];
  private readonly npcs: Npc[] = [];
  private readonly items: GroundItem[] = [];
  private readonly spot: Record<keyof typeof SPOT, number>;
  private defenderErrands: number[];
  private nextFoodAt = 0;
  private tick = 0;

  constructor(
    private readonly rng: Random,
    private readonly grid: WalkGrid,
    private readonly wave: WaveEntry,
    roles: readonly Role[],
    private readonly waveTicks: number,
  ) {
    this.spot = Object.fromEntries(Object.entries(SPOT).map(([name, [x, y]]) => [name, grid.nearest(x, y)])) as Record<keyof typeof SPOT, number>;
    this.players = roles.map((role) => {
      const tile = grid.randomIn(around([grid.x(this.spot.entrance), grid.y(this.spot.entrance)], 1), rng);
      return { type: role, tile, target: tile, pause: rng.int(0, 2), speed: 2 };
    });
    this.items.push(
      { id: 'Hammer', tile: this.spot.hammer, droppedAt: 0 },
      { id: 'Logs', tile: this.spot.northWestLogs, droppedAt: 0 },
      { id: 'Logs', tile: this.spot.southEastLogs, droppedAt: 0 },
    );
    // The defender fetches the hammer and the nearer logs before anything else.
    const logs = [this.spot.northWestLogs, this.spot.southEastLogs].sort((a, b) => grid.gap(a, this.spot.entrance) - grid.gap(b, this.spot.entrance));
    this.defenderErrands = [this.spot.hammer, logs[0]!];
    for (const id of Object.keys(PENANCE_CAVE) as Penance[]) this.planPenance(id);
    this.npcs.sort((a, b) => a.spawnTick - b.spawnTick);
  }

  private planPenance(id: Penance): void {
    const known = this.wave[DEATH_FIELD[id]];
    const lastDeath = typeof known === 'number' ? Math.round(known / TICK_SECONDS) : Math.round(this.waveTicks * DEATH_SHARE[id]);
    for (const life of penanceLives(this.rng, penanceCount(this.wave.wave_number), this.waveTicks, lastDeath)) {
      const tile = this.spot[PENANCE_CAVE[id]];
      this.npcs.push({ type: 'npc', id, tile, target: tile, pause: 0, speed: 1, spawnTick: life.spawn, deathTick: life.death });
    }
  }

  private alive(): Npc[] {
    return this.npcs.filter((n) => n.spawnTick <= this.tick && this.tick < n.deathTick);
  }

  private nearTileOf(actors: readonly Actor[], share: number, fallback: Rect): number {
    return actors.length > 0 && this.rng.chance(share) ? this.rng.pick(actors).tile : this.grid.randomIn(fallback, this.rng);
  }

  private food(): GroundItem[] {
    return this.items.filter((item) => item.id === 'GoodFood' || item.id === 'BadFood');
  }

  /** A new target, and how long to linger there, for each kind of entity. */
  private retarget(actor: Actor): void {
    const rng = this.rng;
    const alive = this.alive();
    const ofKind = (...ids: Penance[]) => alive.filter((n) => ids.includes(n.id));
    let target: number;
    let pause: number;
    switch (actor.id ?? actor.type) {
      case 'Main Attacker':
      case '2nd Attacker':
      case 'Attacker':
        target = this.nearTileOf(ofKind('Penance Fighter', 'Penance Ranger'), 0.75, ZONE.north);
        pause = rng.int(1, 4);
        break;
      case 'Healer':
        target = this.nearTileOf(ofKind('Penance Healer'), 0.7, ZONE.healers);
        pause = rng.int(1, 3);
        break;
      case 'Collector':
        target = this.grid.randomIn(ZONE.everywhere, rng);
        pause = rng.int(0, 2);
        break;
      case 'Defender':
        target = this.defenderErrands.shift() ?? this.grid.randomIn(rng.chance(0.5) ? ZONE.eastTrap : ZONE.westTrap, rng);
        pause = rng.int(2, 6);
        break;
      case 'Penance Runner': {
        const meal = this.food().find((item) => this.grid.gap(item.tile, actor.tile) <= 12);
        target = meal ? meal.tile : this.grid.randomIn(ZONE.runners, rng);
        pause = rng.int(0, 3);
        break;
      }
      case 'Penance Healer':
        target = this.nearTileOf(this.players, 0.5, ZONE.healers);
        pause = rng.int(0, 4);
        break;
      default:
        target = this.nearTileOf(this.players.filter((p) => p.type.includes('Attacker')), 0.3, ZONE.north);
        pause = rng.int(1, 5);
    }
    actor.target = target;
    actor.pause = pause;
  }

  /** Walks to the target, lingers there, then picks the next; a chased penance is sought where it was. */
  private move(actor: Actor): void {
    if (actor.tile === actor.target && actor.pause-- <= 0) this.retarget(actor);
    actor.tile = this.grid.walk(actor.tile, actor.target, actor.speed, this.rng);
  }

  private advance(): void {
    this.tick += 1;
    for (const player of this.players) this.move(player);
    for (const npc of this.alive()) {
      if (npc.spawnTick < this.tick) this.move(npc);
    }
    const defender = this.players.find((p) => p.type === 'Defender');
    const runners = this.alive().filter((n) => n.id === 'Penance Runner');
    // Picked up: tools by the defender, food eaten by a runner or, left too long, taken back by the defender.
    for (let i = this.items.length - 1; i >= 0; i--) {
      const item = this.items[i]!;
      const isFood = item.id === 'GoodFood' || item.id === 'BadFood';
      const taken = isFood
        ? runners.some((r) => r.tile === item.tile) || this.tick - item.droppedAt > FOOD_LIFETIME_TICKS
        : defender?.tile === item.tile;
      if (taken) this.items.splice(i, 1);
    }
    const runnersToCome = this.npcs.some((n) => n.id === 'Penance Runner' && this.tick < n.deathTick);
    if (defender && runnersToCome && this.tick >= this.nextFoodAt && this.food().length < MAX_FOOD_ON_FLOOR) {
      this.items.push({ id: this.rng.chance(0.8) ? 'GoodFood' : 'BadFood', tile: defender.tile, droppedAt: this.tick });
      this.nextFoodAt = this.tick + this.rng.int(6, 14);
    }
  }

  /** Entities where the game client records them: offset from the map's tiles (SPEC §2). */
  private frame(): ReplayEntity[] {
    const at = (tile: number) => toReplayCoordinates({ x: this.grid.x(tile), y: this.grid.y(tile) }, this.wave.wave_number);
    return [
      ...this.players.map((p) => ({ ...at(p.tile), type: p.type })),
      ...this.alive().map((n) => ({ ...at(n.tile), type: 'npc', id: n.id })),
      ...this.items.map((item) => ({ ...at(item.tile), type: 'GroundItem', id: item.id })),
    ];
  }

  /** Frames for ticks 0 to the wave's last tick. */
  run(): Record<string, ReplayEntity[]> {
    const frames: Record<string, ReplayEntity[]> = { 0: this.frame() };
    while (this.tick < this.waveTicks) {
      this.advance();
      frames[this.tick] = this.frame();
    }
    return frames;
  }
}

/**
 * A replay of a round as the plugin records one: every wave, tick by tick, the team's players,
 * the penance from spawn to death and the items on the floor. Penance die out when the wave's
 * recorded death times say; grids[layout] is where entities may stand on each layout.
 */
export function buildReplay(rng: Random, players: readonly RoundPlayer[], waves: readonly WaveEntry[], grids: Record<ArenaLayout, WalkGrid>): ReplayData {
  const roles = players.map((p) => p.role);
  const data: ReplayData = {};
  for (const wave of waves) {
    const waveTicks = Math.round(wave.wave_time / TICK_SECONDS);
    data[wave.wave_number] = new WaveSimulation(rng, grids[layoutForWave(wave.wave_number)], wave, roles, waveTicks).run();
  }
  return data;
}
