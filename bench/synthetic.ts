import { ROLES_BY_FORMAT, type Format } from '../domain/constants';
import type { PlayerIdentity } from '../domain/leaderboard';
import { toUtcTimestamp } from '../domain/time';

/** A small seeded generator, so every bench run measures the same data. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticRound {
  id: number;
  format: Format;
  round_time: number;
  round_date: string;
  players: { character_name: string; role: string }[];
}

/** `count` rounds over two years by `characters` players, whole-tick times, ~70% five_man. */
export function syntheticRounds(count: number, characters = 5000, seed = 42): SyntheticRound[] {
  const random = generator(seed);
  const names = Array.from({ length: characters }, (_, i) => `Player ${i}`);
  const start = Date.UTC(2024, 10, 21);
  const span = 2 * 365 * 24 * 3600 * 1000;
  const rounds: SyntheticRound[] = [];
  for (let id = 1; id <= count; id++) {
    const format: Format = random() < 0.7 ? 'five_man' : 'leech';
    const base = format === 'five_man' ? 950 : 1050;
    const ticks = base + Math.floor(random() * 450);
    const team = new Set<string>();
    while (team.size < ROLES_BY_FORMAT[format].length) team.add(names[Math.floor(random() * names.length)]!);
    rounds.push({
      id,
      format,
      round_time: Math.round(ticks * 6) / 10,
      round_date: toUtcTimestamp(new Date(start + Math.floor(random() * span))),
      players: [...team].map((character_name, i) => ({ character_name, role: ROLES_BY_FORMAT[format][i]! })),
    });
  }
  return rounds;
}

/** Every fifth character belongs to a user with two alts. */
export function syntheticIdentities(characters = 5000): Map<string, PlayerIdentity> {
  const identities = new Map<string, PlayerIdentity>();
  for (let i = 0; i + 2 < characters; i += 15) {
    const identity: PlayerIdentity = { key: `u:${i}`, player_name: `Player ${i}`, region: i % 2 ? 'EU' : 'NA' };
    for (const alt of [i, i + 1, i + 2]) identities.set(`player ${alt}`, identity);
  }
  return identities;
}
