import { FORMATS, ROLES_BY_FORMAT, type Format, type Region, type Role } from '../../domain/constants';
import { altName, characterNames, discordUsername } from './names';
import type { Random } from './random';

export const DEMO_ADMIN_DISCORD_ID = '100000000000000001';
export const DEMO_ADMIN_USERNAME = 'demo-admin';

const DAY_MS = 86_400_000;
/** The demo covers the two years before `now`. */
export const HISTORY_DAYS = 730;

const CHARACTER_COUNT = 300;
const GROUPS_BY_FORMAT: Record<Format, number> = { five_man: 50, leech: 25, duo_heal: 8 };
/** A team's best time at the start of the fastest tier, in seconds. */
const FASTEST_SECONDS: Record<Format, number> = { five_man: 578, leech: 640, duo_heal: 668 };
const USER_COUNT = 80;
const USERS_WITH_ALTS = 24;

/** What a role asks of a player; one who attacks in 5 man attacks in leech and duo heal too. */
export type Specialty = 'attacker' | 'healer' | 'collector' | 'defender';
export const SPECIALTY: Record<Role, Specialty> = {
  'Main Attacker': 'attacker',
  '2nd Attacker': 'attacker',
  Attacker: 'attacker',
  Healer: 'healer',
  '2nd Healer': 'healer',
  'Main Healer': 'healer',
  Collector: 'collector',
  Defender: 'defender',
};

export interface DemoCharacter {
  name: string;
  specialty: Specialty;
  region: Region;
}

export interface GroupMember {
  character: number;
  role: Role;
}

/** A team that plays together over months, getting faster as it goes. */
export interface DemoGroup {
  format: Format;
  members: GroupMember[];
  /** Index in members of the player who holds the scroll and uploads with the plugin. */
  scroller: number;
  region: Region;
  startMs: number;
  endMs: number;
  /** How often the team plays, relative to the others. */
  activity: number;
  /** Mean round length in seconds when the team starts, and what it tends to with practice. */
  firstSeconds: number;
  bestSeconds: number;
}

export interface DemoUser {
  discordId: string;
  discordUsername: string;
  role: 'admin' | 'user';
  region: Region | null;
  /** Indexes into the characters; the first is the main account. */
  characters: number[];
  createdAt: Date;
}

export interface DemoPeople {
  characters: DemoCharacter[];
  groups: DemoGroup[];
  users: DemoUser[];
  /** Lower-case names in use, so that later names stay distinct. */
  nameKeys: Set<string>;
}

function pickRegion(rng: Random): Region {
  const roll = rng.next();
  return roll < 0.45 ? 'NA' : roll < 0.85 ? 'EU' : 'OTHER';
}

/** Fills every team's role slots with characters of the matching specialty, each in role order. */
function assignSlots(rng: Random, characters: DemoCharacter[], groups: ReadonlyArray<{ roles: readonly Role[] }>): GroupMember[][] {
  const members: GroupMember[][] = groups.map(() => []);
  const slots = groups.flatMap((group, g) => group.roles.map((role) => ({ group: g, role })));
  rng.shuffle(slots);
  const bySpecialty = new Map<Specialty, number[]>();
  characters.forEach((c, i) => bySpecialty.set(c.specialty, [...(bySpecialty.get(c.specialty) ?? []), i]));
  const unplaced = new Map([...bySpecialty].map(([s, list]) => [s, rng.shuffle([...list])]));
  for (const slot of slots) {
    const specialty = SPECIALTY[slot.role];
    const taken = new Set(members[slot.group]!.map((m) => m.character));
    const queue = unplaced.get(specialty)!;
    const fresh = queue.findIndex((c) => !taken.has(c));
    // Everyone gets a team first; the remaining slots go to players who join a second one.
    const character =
      fresh >= 0 ? queue.splice(fresh, 1)[0]! : rng.pick(bySpecialty.get(specialty)!.filter((c) => !taken.has(c)));
    members[slot.group]!.push({ character, role: slot.role });
  }
  return groups.map((group, g) => group.roles.map((role) => members[g]!.find((m) => m.role === role)!));
}

function planCharacters(rng: Random, taken: Set<string>): DemoCharacter[] {
  // Specialties in proportion to the slots of every team: five_man has two attackers, duo heal two healers.
  const slotShare: Record<Specialty, number> = { attacker: 0, healer: 0, collector: 0, defender: 0 };
  for (const format of FORMATS) for (const role of ROLES_BY_FORMAT[format]) slotShare[SPECIALTY[role]] += GROUPS_BY_FORMAT[format];
  const totalSlots = Object.values(slotShare).reduce((a, b) => a + b, 0);
  const specialties: Specialty[] = [];
  for (const [specialty, share] of Object.entries(slotShare) as Array<[Specialty, number]>) {
    const count = Math.round((CHARACTER_COUNT * share) / totalSlots);
    for (let i = 0; i < count; i++) specialties.push(specialty);
  }
  while (specialties.length < CHARACTER_COUNT) specialties.push('attacker');
  specialties.length = CHARACTER_COUNT;
  rng.shuffle(specialties);
  const names = characterNames(rng, CHARACTER_COUNT, taken);
  return names.map((name, i) => ({ name, specialty: specialties[i]!, region: 'NA' }));
}

function planGroups(rng: Random, characters: DemoCharacter[], nowMs: number): DemoGroup[] {
  const shapes = FORMATS.flatMap((format) =>
    Array.from({ length: GROUPS_BY_FORMAT[format] }, () => ({ format, roles: ROLES_BY_FORMAT[format] })),
  );
  const teams = assignSlots(rng, characters, shapes);
  const historyStart = nowMs - HISTORY_DAYS * DAY_MS;
  return shapes.map((shape, g) => {
    const startDay = rng.int(0, HISTORY_DAYS - 60);
    // Over half the teams still play today; the others stopped some time ago.
    const days = rng.chance(0.55) ? HISTORY_DAYS - startDay : rng.int(60, HISTORY_DAYS - startDay);
    // Most teams are decent, a few are fast; squaring keeps the fastest ones rare.
    const tier = rng.next() ** 1.6;
    const bestSeconds = FASTEST_SECONDS[shape.format] + tier * 150;
    const region = pickRegion(rng);
    const members = teams[g]!;
    return {
      format: shape.format,
      members,
      scroller: rng.int(0, members.length - 1),
      region,
      startMs: historyStart + startDay * DAY_MS,
      endMs: historyStart + (startDay + days) * DAY_MS,
      activity: rng.float(0.4, 2),
      firstSeconds: bestSeconds + rng.float(40, 130),
      bestSeconds,
    };
  });
}

function discordSnowflake(rng: Random, taken: Set<string>): string {
  const discordEpoch = 1_420_070_400_000n;
  for (;;) {
    // Accounts made between 2016 and mid-2023, as an older community's would be.
    const ms = BigInt(Date.UTC(2016, 0, 1) + Math.floor(rng.next() * (Date.UTC(2023, 6, 1) - Date.UTC(2016, 0, 1))));
    const id = (((ms - discordEpoch) << 22n) | BigInt(rng.int(0, 0x3f_ffff))).toString();
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function planUsers(rng: Random, characters: DemoCharacter[], groups: DemoGroup[], taken: Set<string>, nowMs: number): DemoUser[] {
  const historyStart = nowMs - HISTORY_DAYS * DAY_MS;
  // The admin plays in the busiest team that still plays, so signing in shows familiar rounds.
  const adminTeam = groups
    .filter((g) => g.format === 'five_man' && g.endMs === nowMs)
    .reduce((a, b) => (b.activity * (b.endMs - b.startMs) > a.activity * (a.endMs - a.startMs) ? b : a));
  const adminCharacter = adminTeam.members[0]!.character;
  const free = rng.shuffle(characters.map((_, i) => i).filter((i) => i !== adminCharacter));
  const discordIds = new Set([DEMO_ADMIN_DISCORD_ID]);
  const usernames = new Set([DEMO_ADMIN_USERNAME]);

  const users: DemoUser[] = [
    {
      discordId: DEMO_ADMIN_DISCORD_ID,
      discordUsername: DEMO_ADMIN_USERNAME,
      role: 'admin',
      region: adminTeam.region,
      characters: [adminCharacter],
      createdAt: new Date(historyStart),
    },
  ];
  for (let u = 1; u < USER_COUNT; u++) {
    const owned = free.splice(0, u <= USERS_WITH_ALTS ? rng.int(2, 4) : 1);
    const main = characters[owned[0]!]!;
    // Alts are often named after the main.
    for (const alt of owned.slice(1)) {
      if (rng.chance(0.5)) {
        const renamed = altName(rng, main.name, taken);
        if (renamed) characters[alt]!.name = renamed;
      }
    }
    users.push({
      discordId: discordSnowflake(rng, discordIds),
      discordUsername: discordUsername(rng, main.name, usernames),
      role: 'user',
      region: rng.chance(0.85) ? main.region : null,
      characters: owned,
      createdAt: new Date(historyStart + DAY_MS + Math.floor(rng.next() * (HISTORY_DAYS - 2) * DAY_MS)),
    });
  }
  return users;
}

/** The characters, the teams they play in, and the site users owning some of them. */
export function planPeople(rng: Random, now: Date): DemoPeople {
  const taken = new Set<string>();
  const characters = planCharacters(rng, taken);
  const groups = planGroups(rng, characters, now.getTime());
  // A player's region is the one of the first team they play in.
  for (const group of [...groups].reverse()) {
    for (const member of group.members) characters[member.character]!.region = group.region;
  }
  const users = planUsers(rng, characters, groups, taken, now.getTime());
  return { characters, groups, users, nameKeys: taken };
}
