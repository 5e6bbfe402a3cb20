import { FORMATS, ROLES_BY_FORMAT, SUSPICIOUS_FAST_SECONDS, SUSPICIOUS_WINDOW_MS, TICK_SECONDS, type Format, type Region } from '../../domain/constants';
import { ticksToSeconds } from '../../domain/time';
import type { RoundPlayer, WaveEntry } from '../../domain/types';
import { SPECIALTY, type DemoGroup, type DemoPeople } from './players';
import type { Random } from './random';
import { planWaves } from './waves';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Nobody beats these in the bulk of the demo: 9:27.0 in 5 man, 10:27.0 in leech, 10:54.0 in duo heal. */
const FLOOR_TICKS: Record<Format, number> = { five_man: 945, leech: 1045, duo_heal: 1090 };
/** How often each format is played: most teams play 5 man, a few duo heal. */
const FORMAT_SHARE: Record<Format, number> = { five_man: 0.7, leech: 0.24, duo_heal: 0.06 };
/** The admin reviews the last 48 hours; an hour more keeps rounds on the boundary clean too. */
const REVIEWED_MS = SUSPICIOUS_WINDOW_MS + HOUR_MS;
const REVIEW_FLOOR_TICKS = Math.ceil(SUSPICIOUS_FAST_SECONDS / TICK_SECONDS);
/** Evening hours (UTC) in which a region's teams start their sessions. */
const EVENING_UTC: Record<Region, [number, number]> = { NA: [0, 4], EU: [17, 21], OTHER: [8, 11] };

export interface PlannedRound {
  format: Format;
  ticks: number;
  /** Seconds as stored: whole ticks, but for the hand-typed time the admin is meant to review. */
  roundTime: number;
  date: Date;
  createdAt: Date;
  source: 'plugin' | 'admin';
  scroller: boolean;
  submittedBy: string | null;
  /** In role order. */
  players: RoundPlayer[];
  /** Whether the plugin sent its optional wave fields (penance death times, queen spawn). */
  detailed: boolean;
  waves: WaveEntry[];
}

/** A planned round before its stored time, upload time and wave splits are filled in. */
export type RoundOutline = Omit<PlannedRound, 'roundTime' | 'createdAt' | 'waves'> & {
  roundTime?: number;
  createdAt?: Date;
  /** Ticks lost to one slow wave or a reset. */
  slowTicks: number;
};

/** Fills in what follows from an outline: the stored time, the upload time and the wave splits. */
export function completeRound(rng: Random, outline: RoundOutline): PlannedRound {
  const { slowTicks, ...round } = outline;
  return {
    ...round,
    roundTime: outline.roundTime ?? ticksToSeconds(outline.ticks),
    // The plugin uploads a few seconds after the round.
    createdAt: outline.createdAt ?? new Date(outline.date.getTime() + rng.int(2, 20) * 1000),
    waves: planWaves(rng, outline.ticks, slowTicks, outline.detailed),
  };
}

export function teamOf(people: DemoPeople, group: DemoGroup): RoundPlayer[] {
  return group.members.map((m) => ({ character_name: people.characters[m.character]!.name, role: m.role }));
}

/** The team of one round: mostly the group itself, sometimes with a substitute or two roles swapped. */
function lineUp(rng: Random, people: DemoPeople, group: DemoGroup): { players: RoundPlayer[]; substituted: boolean } {
  const players = teamOf(people, group);
  let substituted = false;
  if (rng.chance(0.12)) {
    const slot = rng.int(0, players.length - 1);
    const role = players[slot]!.role;
    const inTeam = new Set(players.map((p) => p.character_name));
    const candidates = people.characters.filter((c) => c.specialty === SPECIALTY[role] && !inTeam.has(c.name));
    const sub = rng.weighted(candidates, (c) => (c.region === group.region ? 3 : 1));
    players[slot] = { character_name: sub.name, role };
    substituted = true;
  }
  if (rng.chance(0.04)) {
    const a = rng.int(0, players.length - 1);
    const b = (a + rng.int(1, players.length - 1)) % players.length;
    [players[a]!.role, players[b]!.role] = [players[b]!.role, players[a]!.role];
    const order = ROLES_BY_FORMAT[group.format];
    players.sort((x, y) => order.indexOf(x.role) - order.indexOf(y.role));
  }
  return { players, substituted };
}

function playRound(rng: Random, people: DemoPeople, group: DemoGroup, date: Date, now: Date, adminName: string): PlannedRound {
  const progress = Math.min(1, Math.max(0, (date.getTime() - group.startMs) / (group.endMs - group.startMs)));
  // Teams improve quickly at first, then level off near their best.
  const mean = group.bestSeconds + (group.firstSeconds - group.bestSeconds) * Math.exp(-3 * progress);
  const { players, substituted } = lineUp(rng, people, group);
  let seconds = mean * (1 + rng.normal(0, 0.02));
  if (substituted) seconds += Math.abs(rng.normal(8, 10));
  // The long tail: a wave that went wrong, sometimes reset.
  const slowTicks = rng.chance(0.09) ? Math.min(400, 15 + Math.round(rng.exponential(90))) : 0;
  const raw = Math.round(seconds / TICK_SECONDS);
  // Below the best any team manages, a run lands a little above it rather than piling onto one time.
  let ticks = (raw < FLOOR_TICKS[group.format] ? FLOOR_TICKS[group.format] + rng.int(0, 40) : raw) + slowTicks;
  // Only the deliberately suspicious rounds break a review rule in the window the admin reviews.
  if (now.getTime() - date.getTime() < REVIEWED_MS) ticks = Math.max(ticks, REVIEW_FLOOR_TICKS + rng.int(0, 15));

  const ageDays = (now.getTime() - date.getTime()) / DAY_MS;
  // Old runs were often submitted afterwards by an admin, with proof.
  if (rng.chance(ageDays > 365 ? 0.15 : 0.03)) {
    const createdAt = new Date(Math.min(now.getTime(), date.getTime() + rng.int(1, 20) * DAY_MS));
    return completeRound(rng, { format: group.format, ticks, date, createdAt, source: 'admin', scroller: true, submittedBy: adminName, players, detailed: false, slowTicks });
  }
  const scrollerName = players[group.scroller]!.character_name;
  const scroller = rng.chance(0.57);
  const submittedBy = scroller ? scrollerName : rng.pick(players.filter((p) => p.character_name !== scrollerName)).character_name;
  // The plugin's optional wave fields came in its later versions.
  const detailed = scroller && ageDays < 420 && rng.chance(0.75);
  return completeRound(rng, { format: group.format, ticks, date, source: 'plugin', scroller, submittedBy, players, detailed, slowTicks });
}

/** A team's evening of a few rounds, one after another, on the day starting at `dayMs`; none after `now`. */
function playSession(rng: Random, people: DemoPeople, group: DemoGroup, dayMs: number, now: Date, adminName: string, room: number): PlannedRound[] {
  const [from, to] = EVENING_UTC[group.region];
  const count = Math.min(room, rng.int(2, 10));
  let at = dayMs + rng.int(from * 60, to * 60 + 59) * MINUTE_MS;
  // Roughly 15 minutes a round with the breaks; a session that would end after now starts a day earlier.
  if (at + count * 16 * MINUTE_MS > now.getTime()) at -= DAY_MS;
  const rounds: PlannedRound[] = [];
  for (let i = 0; i < count && at <= now.getTime(); i++) {
    const round = playRound(rng, people, group, new Date(at), now, adminName);
    rounds.push(round);
    at += Math.round(round.roundTime * 1000) + rng.int(60, 240) * 1000;
  }
  return rounds;
}

/**
 * `count` rounds of the teams over the two years before `now`, in evening sessions, about 70% five_man
 * and 6% duo heal.
 * Two teams that still play had a session today or last night, so the last 48 hours are never empty.
 */
export function planRounds(rng: Random, people: DemoPeople, now: Date, count: number, adminName: string): PlannedRound[] {
  const nowMs = now.getTime();
  const groupsOf = (format: Format) => people.groups.filter((g) => g.format === format);
  const rounds: PlannedRound[] = [];
  // Every team plays at least one session, so every character has rounds.
  for (const group of people.groups) {
    const dateMs = group.startMs + rng.next() * (group.endMs - group.startMs);
    rounds.push(...playSession(rng, people, group, dateMs - (dateMs % DAY_MS), now, adminName, count - rounds.length));
  }
  for (const format of ['five_man', 'leech'] as const) {
    const group = rng.pick(groupsOf(format).filter((g) => g.endMs === nowMs));
    rounds.push(...playSession(rng, people, group, nowMs - (nowMs % DAY_MS), now, adminName, count - rounds.length));
  }
  while (rounds.length < count) {
    const format = rng.weighted(FORMATS, (f) => FORMAT_SHARE[f]);
    const group = rng.weighted(groupsOf(format), (g) => g.activity * (g.endMs - g.startMs));
    const dateMs = group.startMs + rng.next() * (group.endMs - group.startMs);
    rounds.push(...playSession(rng, people, group, dateMs - (dateMs % DAY_MS), now, adminName, count - rounds.length));
  }
  return rounds;
}
