import { ROLES_BY_FORMAT, WAVE_COUNT, type Format, type Role } from '../../../../../domain/constants';

/** A player row of the form; `key` keeps React's rows apart when one is removed. */
export interface PlayerDraft {
  key: number;
  character_name: string;
  role: Role | null;
}

/** A wave row of the form; an emptied number field holds NaN. */
export interface WaveDraft {
  wave_number: number;
  wave_time: number;
  qs_time: number;
  good_premove: boolean;
  reset: boolean;
}

/** What the Submit Round form holds; an emptied number field holds NaN. */
export interface RoundDraft {
  format: Format | null;
  round_time: number;
  /** The datetime-local input's value, 'YYYY-MM-DDTHH:mm' in local time; empty when cleared. */
  created_at: string;
  players: PlayerDraft[];
  waves: WaveDraft[];
}

const STARTING_PLAYER_ROWS = 4;

/** SPEC §3: a submitted wave's premove counts as good unless the admin unticks it. */
const DEFAULT_GOOD_PREMOVE = true;

let lastPlayerKey = 0;

function newPlayer(role: Role | null): PlayerDraft {
  lastPlayerKey += 1;
  return { key: lastPlayerKey, character_name: '', role };
}

function defaultWaves(): WaveDraft[] {
  return Array.from({ length: WAVE_COUNT }, (_, i) => ({
    wave_number: i + 1,
    wave_time: 0,
    qs_time: 0,
    good_premove: DEFAULT_GOOD_PREMOVE,
    reset: false,
  }));
}

/** A datetime-local input's value for the date, in the browser's time zone, to the minute. */
function toDateTimeLocal(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

export function initialDraft(now = new Date()): RoundDraft {
  return {
    format: null,
    round_time: NaN,
    created_at: toDateTimeLocal(now),
    players: Array.from({ length: STARTING_PLAYER_ROWS }, () => newPlayer(null)),
    waves: defaultWaves(),
  };
}

/** SPEC §4: picking a format replaces the players with its roles; clearing it leaves none. */
export function withFormat(draft: RoundDraft, format: Format | null): RoundDraft {
  return { ...draft, format, players: format ? ROLES_BY_FORMAT[format].map(newPlayer) : [] };
}

export function withPlayerAdded(draft: RoundDraft): RoundDraft {
  return { ...draft, players: [...draft.players, newPlayer(null)] };
}

export function withPlayerRemoved(draft: RoundDraft, key: number): RoundDraft {
  return { ...draft, players: draft.players.filter((player) => player.key !== key) };
}

export function withPlayerChanged(draft: RoundDraft, key: number, patch: Partial<Omit<PlayerDraft, 'key'>>): RoundDraft {
  return { ...draft, players: draft.players.map((player) => (player.key === key ? { ...player, ...patch } : player)) };
}

export function withWaveChanged(draft: RoundDraft, waveNumber: number, patch: Partial<Omit<WaveDraft, 'wave_number'>>): RoundDraft {
  return { ...draft, waves: draft.waves.map((wave) => (wave.wave_number === waveNumber ? { ...wave, ...patch } : wave)) };
}

/** The dialog's Clear: every wave back to its defaults. */
export function withWavesCleared(draft: RoundDraft): RoundDraft {
  return { ...draft, waves: defaultWaves() };
}

/** How many waves have a time: the card sums up the dialog with it. */
export function timedWaveCount(waves: readonly WaveDraft[]): number {
  return waves.filter((wave) => Number.isFinite(wave.wave_time) && wave.wave_time !== 0).length;
}
