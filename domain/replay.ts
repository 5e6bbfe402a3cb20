import { ROLES, TICK_SECONDS, type Role } from './constants';
import type { ReplayData, ReplayEntity } from './types';

/**
 * Replay coordinates are the game's, local to the arena's region; the collision map starts 8 tiles
 * in: northwards for waves 1 to 9, eastwards for wave 10 (SPEC §2).
 */
export function replayOffset(wave: number): { x: number; y: number } {
  return wave === 10 ? { x: 8, y: 0 } : { x: 0, y: 8 };
}

/** Where an entity of a wave stands on the collision map (y growing northwards). */
export function toMapTile(entity: Pick<ReplayEntity, 'x' | 'y'>, wave: number): { x: number; y: number } {
  const offset = replayOffset(wave);
  return { x: entity.x - offset.x, y: entity.y - offset.y };
}

/** The inverse of toMapTile: what the game client records for a map tile. */
export function toReplayCoordinates(tile: { x: number; y: number }, wave: number): { x: number; y: number } {
  const offset = replayOffset(wave);
  return { x: tile.x + offset.x, y: tile.y + offset.y };
}

/** The waves with at least one recorded tick, lowest first. */
export function replayWaves(data: ReplayData): number[] {
  return Object.keys(data)
    .map(Number)
    .filter((wave) => Object.keys(data[String(wave)] ?? {}).length > 0)
    .sort((a, b) => a - b);
}

/** A wave's frames in tick order; the viewer's tick is the index into them (SPEC §4). */
export function waveFrames(data: ReplayData, wave: number): ReplayEntity[][] {
  const ticks = data[String(wave)] ?? {};
  return Object.keys(ticks)
    .map(Number)
    .sort((a, b) => a - b)
    .map((tick) => ticks[String(tick)] ?? []);
}

export function tickCaption(tick: number): string {
  return `Tick: ${tick} | Time: ${(tick * TICK_SECONDS).toFixed(1)} s`;
}

/** Playing moves to the next recorded tick and wraps to the first after the last. */
export function nextTick(tick: number, maxTick: number): number {
  return tick >= maxTick ? 0 : tick + 1;
}

export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export const PENANCE = ['Penance Healer', 'Penance Runner', 'Penance Fighter', 'Penance Ranger'] as const;
export const GROUND_ITEMS = ['Hammer', 'Logs', 'GoodFood', 'BadFood'] as const;
export type EntityKind = Role | (typeof PENANCE)[number] | (typeof GROUND_ITEMS)[number] | 'Other';
export type EntityShape = 'circle' | 'diamond' | 'square';

export interface EntityStyle {
  label: string;
  color: number;
  shape: EntityShape;
}

/**
 * Players are circles, penance diamonds, items small squares: within each shape the colours are far
 * apart, and the team keeps the role colours of the rest of the site (attackers red, Collector
 * amber, Healer green, Defender blue).
 */
export const ENTITY_STYLES: Record<EntityKind, EntityStyle> = {
  'Main Attacker': { label: 'Main Attacker', color: 0xb71c1c, shape: 'circle' },
  '2nd Attacker': { label: '2nd Attacker', color: 0xff7043, shape: 'circle' },
  Attacker: { label: 'Attacker', color: 0xe53935, shape: 'circle' },
  Healer: { label: 'Healer', color: 0x2e7d32, shape: 'circle' },
  'Main Healer': { label: 'Main Healer', color: 0x1b5e20, shape: 'circle' },
  '2nd Healer': { label: '2nd Healer', color: 0x66bb6a, shape: 'circle' },
  Collector: { label: 'Collector', color: 0xf9a825, shape: 'circle' },
  Defender: { label: 'Defender', color: 0x1565c0, shape: 'circle' },
  'Penance Healer': { label: 'Penance Healer', color: 0xec407a, shape: 'diamond' },
  'Penance Runner': { label: 'Penance Runner', color: 0x8d6e63, shape: 'diamond' },
  'Penance Fighter': { label: 'Penance Fighter', color: 0x6a1b9a, shape: 'diamond' },
  'Penance Ranger': { label: 'Penance Ranger', color: 0x00acc1, shape: 'diamond' },
  Hammer: { label: 'Hammer', color: 0x546e7a, shape: 'square' },
  Logs: { label: 'Logs', color: 0x5d4037, shape: 'square' },
  GoodFood: { label: 'Good food', color: 0x76ff03, shape: 'square' },
  BadFood: { label: 'Bad food', color: 0x827717, shape: 'square' },
  Other: { label: 'Other', color: 0xff00ff, shape: 'square' },
};

const KNOWN = new Set<string>([...ROLES, ...PENANCE, ...GROUND_ITEMS]);

/** Players by their role type, penance and items by their id; anything else shares the default look. */
export function entityKind(entity: Pick<ReplayEntity, 'type' | 'id'>): EntityKind {
  if ((ROLES as readonly string[]).includes(entity.type)) return entity.type as Role;
  if ((entity.type === 'npc' || entity.type === 'GroundItem') && entity.id && KNOWN.has(entity.id)) return entity.id as EntityKind;
  return 'Other';
}

/** What hovering an entity says: its kind, and the name or id it carries when that adds anything. */
export function describeEntity(entity: Pick<ReplayEntity, 'type' | 'id'>): string {
  const kind = entityKind(entity);
  const label = kind === 'Other' ? entity.type : ENTITY_STYLES[kind].label;
  return entity.id && entity.id !== kind ? `${label} (${entity.id})` : label;
}
