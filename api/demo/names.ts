import type { Random } from './random';

// Invented names in the manner of the game's: made-up words, game nouns, prefixes and numbers.
const ONSETS = ['ka', 'vel', 'zan', 'mor', 'thi', 'bra', 'gor', 'ly', 'sen', 'dra', 'ori', 'fen', 'jor', 'qua', 'ra', 'ze',
  'ul', 'ny', 'ash', 'eld', 'kry', 'val', 'tor', 'mi', 'sa', 'rho', 'bel', 'cor', 'dun', 'hal', 'is', 'vo', 'gri', 'pel'];
const CODAS = ['dor', 'mir', 'ix', 'as', 'en', 'ra', 'lin', 'gar', 'eth', 'os', 'wyn', 'ric', 'ka', 'thos', 'rin', 'zul',
  'vek', 'an', 'is', 'mo', 'ten', 'bo', 'del', 'nar', 'ux'];
const WORDS = ['Bones', 'Hammer', 'Horn', 'Scroll', 'Egg', 'Bolt', 'Arrow', 'Fang', 'Wolf', 'Raven', 'Kraken', 'Barb',
  'Drake', 'Torva', 'Tofu', 'Crab', 'Worm', 'Logs', 'Knight', 'Tank', 'Spud', 'Gnome', 'Goblin', 'Ogre', 'Troll', 'Cabbage',
  'Shrimp', 'Lobster', 'Rune', 'Mithril', 'Dragon', 'Torag', 'Dharok', 'Karil', 'Guthan', 'Verac', 'Zammy', 'Sara',
  'Guthix', 'Penance', 'Queen', 'Fighter', 'Ranger', 'Runner', 'Healer', 'Vial', 'Spec', 'Claw', 'Whip', 'Mage', 'Skiller',
  'Leech', 'Premove', 'Tick', 'Stall', 'Trap', 'Potato', 'Pie', 'Moss', 'Falador', 'Lumby', 'Ardy', 'Yanille', 'Otter',
  'Seal', 'Mole', 'Imp', 'Kebab', 'Ether', 'Mort', 'Zul', 'Slayer', 'Fletch', 'Smith', 'Herb', 'Bird', 'Nest', 'Chin'];
const PREFIXES = ['Iron', 'Lord', 'Sir', 'Mr', 'Lil', 'Big', 'Dark', 'Old', 'Not', 'Its', 'Uim', 'Hc', 'Gim', 'Pure',
  'Zerk', 'Def', 'Ba', 'Top', 'Lucky', 'Sad', 'Only', 'Cool', 'Sweaty', 'Saint', 'Dr', 'King', 'Baby'];
const ALT_PATTERNS: ReadonlyArray<(main: string) => string> = [
  (main) => `Iron ${main}`,
  (main) => `Uim ${main}`,
  (main) => `Gim ${main}`,
  (main) => `${main} Def`,
  (main) => `${main} Alt`,
  (main) => `${main} 2`,
  (main) => `${main}x`,
  (main) => `Lil ${main}`,
];

export const MAX_NAME_LENGTH = 12;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

// Made-up words such as 'Miixvek' or 'Oriaeth' read as typos, not names.
const AWKWARD = /([aeiou])\1|[aeiou]{3}/;

function madeUpWord(rng: Random): string {
  for (;;) {
    const word = rng.pick(ONSETS) + rng.pick(CODAS) + (rng.chance(0.2) ? rng.pick(CODAS) : '');
    if (!AWKWARD.test(word)) return capitalize(word);
  }
}

function candidateName(rng: Random): string {
  const kind = rng.next();
  if (kind < 0.3) return madeUpWord(rng);
  if (kind < 0.5) return `${rng.pick(PREFIXES)} ${rng.chance(0.5) ? rng.pick(WORDS) : madeUpWord(rng)}`;
  if (kind < 0.65) return `${rng.pick(WORDS)}${rng.chance(0.5) ? ' ' : ''}${rng.int(1, 999)}`;
  if (kind < 0.8) return `${rng.pick(WORDS)} ${rng.pick(WORDS)}`;
  if (kind < 0.9) return `${madeUpWord(rng)}${rng.int(2, 99)}`;
  // Some players never capitalise.
  return `${rng.pick(WORDS)} ${madeUpWord(rng)}`.toLowerCase();
}

/** Claims `name` in `taken` (lower-case keys) when it fits the game's rules and is free. */
function claim(name: string, taken: Set<string>): boolean {
  const key = name.toLowerCase();
  if (name.length > MAX_NAME_LENGTH || taken.has(key)) return false;
  taken.add(key);
  return true;
}

/** `count` distinct character names, none already in `taken` (which they are added to). */
export function characterNames(rng: Random, count: number, taken: Set<string>): string[] {
  const names: string[] = [];
  while (names.length < count) {
    const name = candidateName(rng);
    if (claim(name, taken)) names.push(name);
  }
  return names;
}

/** A name players give an alt of `main`, or null when none is free and short enough. */
export function altName(rng: Random, main: string, taken: Set<string>): string | null {
  for (const pattern of rng.shuffle([...ALT_PATTERNS])) {
    const name = pattern(main);
    if (claim(name, taken)) return name;
  }
  return null;
}

/** A Discord-style username (lower case, digits, '_' and '.'), often after the player's main. */
export function discordUsername(rng: Random, mainCharacter: string, taken: Set<string>): string {
  for (;;) {
    const base = rng.chance(0.65)
      ? mainCharacter.toLowerCase().replace(/ +/g, rng.pick(['', '_', '.']))
      : `${rng.pick(WORDS)}${rng.pick(['', '_'])}${rng.pick(WORDS)}`.toLowerCase();
    const name = rng.chance(0.35) && !/\d$/.test(base) ? `${base}${rng.int(1, 9999)}` : base;
    if (name.length >= 2 && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
