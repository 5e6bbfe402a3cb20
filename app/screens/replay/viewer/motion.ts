import type { ReplayEntity } from '../../../../domain/types';

/** One entity from tick to tick: the replay names it by type and id only. */
export function entityKey(entity: Pick<ReplayEntity, 'type' | 'id'>): string {
  return `${entity.type}|${entity.id ?? ''}`;
}

/**
 * Farther than this in one tick is no walk (running covers 2 tiles a tick): such an entity jumps to
 * its new tile rather than sliding across the arena, as a penance that dies and respawns would.
 */
export const MAX_STEP_TILES = 3;

/** Tiles between two entities as the game counts a walk: a diagonal step is one tile. */
function steps(a: ReplayEntity, b: ReplayEntity): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/**
 * For each entity of a tick, the index of the same entity in the next tick, or -1 when it is gone.
 * Several penance of one kind share type and id: the closest pairs are matched first.
 */
export function matchNextTick(current: readonly ReplayEntity[], next: readonly ReplayEntity[]): number[] {
  const nextByKey = new Map<string, number[]>();
  next.forEach((entity, index) => {
    const key = entityKey(entity);
    const indexes = nextByKey.get(key);
    if (indexes) indexes.push(index);
    else nextByKey.set(key, [index]);
  });
  const candidates: Array<{ from: number; to: number; distance: number }> = [];
  current.forEach((entity, from) => {
    for (const to of nextByKey.get(entityKey(entity)) ?? []) {
      const distance = steps(entity, next[to]!);
      if (distance <= MAX_STEP_TILES) candidates.push({ from, to, distance });
    }
  });
  candidates.sort((a, b) => a.distance - b.distance || a.from - b.from || a.to - b.to);
  const matches = new Array<number>(current.length).fill(-1);
  const taken = new Set<number>();
  for (const { from, to } of candidates) {
    if (matches[from] !== -1 || taken.has(to)) continue;
    matches[from] = to;
    taken.add(to);
  }
  return matches;
}
