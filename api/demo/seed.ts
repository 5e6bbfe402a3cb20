import { loadArenaCollision } from '../arena/map';
import { FORMATS, type Format } from '../../domain/constants';
import type { ReplayData } from '../../domain/types';
import type { Db } from '../db/connection';
import { planFlaggedRounds } from './flagged';
import { planPeople } from './players';
import { Random } from './random';
import { buildReplay } from './replays';
import { planRounds, type PlannedRound } from './rounds';
import { storePeople, storeRounds } from './store';
import { WalkGrid } from './walkGrid';

export { DEMO_ADMIN_DISCORD_ID } from './players';

/** Any fixed number: the demo is the same on every machine. */
export const DEFAULT_DEMO_SEED = 0xba_2024;
const DEMO_ROUNDS = 5000;
const REPLAYS: Record<Format, number> = { five_man: 10, leech: 5, duo_heal: 3 };
/** A replay grows with every tick: only rounds up to 14:00 get one, so each stays small. */
const REPLAY_MAX_TICKS = 1400;

export interface DemoSeedOptions {
  /** The arena collision map replays keep to; without it they use an open floor. */
  arenaMapFile: string | null;
  logger?: { info(obj: object, msg?: string): void };
  /** The demo's present: rounds fill the two years before it. */
  now?: Date;
  seed?: number;
  /** How many rounds; DEMO_ROUNDS unless told. */
  rounds?: number;
}

export interface DemoSeedCounts {
  users: number;
  accounts: number;
  rounds: number;
  replays: number;
}

async function hasRounds(db: Db): Promise<boolean> {
  return (await db('rounds').first('id')) !== undefined;
}

/**
 * Rounds with a replay, by index: the fastest of each format and others the scroller uploaded with
 * the plugin; none of those meant for review.
 */
function pickReplays(rng: Random, rounds: readonly PlannedRound[], flagged: ReadonlySet<PlannedRound>): number[] {
  const picked: number[] = [];
  for (const format of FORMATS) {
    const candidates = rounds
      .map((round, index) => ({ round, index }))
      .filter(({ round }) => round.format === format && round.source === 'plugin' && round.scroller && round.detailed)
      .filter(({ round }) => round.ticks <= REPLAY_MAX_TICKS && !flagged.has(round))
      .sort((a, b) => a.round.ticks - b.round.ticks);
    const [fastest, ...others] = candidates;
    if (!fastest) continue;
    picked.push(fastest.index, ...rng.shuffle(others).slice(0, REPLAYS[format] - 1).map((c) => c.index));
  }
  return picked.sort((a, b) => a - b);
}

/**
 * Fills an empty database with believable demo data: users with linked characters (the demo admin
 * among them), two years of rounds with wave splits, a few recent rounds for the suspicious-run
 * review, and replays. Does nothing, and gives null, when there is already a round.
 */
export async function seedDemoIfEmpty(db: Db, options: DemoSeedOptions): Promise<DemoSeedCounts | null> {
  if (await hasRounds(db)) return null;
  const now = options.now ?? new Date();
  const rng = new Random(options.seed ?? DEFAULT_DEMO_SEED);

  const people = planPeople(rng.fork(), now);
  const admin = people.users.find((u) => u.role === 'admin')!;
  const adminName = people.characters[admin.characters[0]!]!.name;
  const flagged = planFlaggedRounds(rng.fork(), people, now, adminName);
  const rounds = [...planRounds(rng.fork(), people, now, (options.rounds ?? DEMO_ROUNDS) - flagged.length, adminName), ...flagged];
  // Ids follow upload order, as they would on a live site.
  rounds.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const collision = loadArenaCollision(options.arenaMapFile);
  if (!collision) options.logger?.info({}, 'no arena map configured: demo replays use an open floor');
  const grids = { waves_1_to_9: new WalkGrid(collision, 'waves_1_to_9'), wave_10: new WalkGrid(collision, 'wave_10') };
  const replayRng = rng.fork();
  const replays = new Map<number, ReplayData>(
    pickReplays(replayRng, rounds, new Set(flagged)).map((index) => [index, buildReplay(replayRng, rounds[index]!.players, rounds[index]!.waves, grids)]),
  );

  return db.transaction(async (trx) => {
    // Another process may have written rounds since the first look.
    if (await hasRounds(trx)) return null;
    const { users, accounts } = await storePeople(trx, people, now);
    await storeRounds(trx, rounds, replays);
    return { users, accounts, rounds: rounds.length, replays: replays.size };
  });
}
