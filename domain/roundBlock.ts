import type { z } from 'zod';
import { FORMATS, ROLES, type Format, type Role } from './constants';
import type { roundBlockShape } from './shapes/sync';
import { parseUtcTimestamp, toUtcTimestamp } from './time';
import type { UnrankedRound, WaveEntry } from './types';
import { OPTIONAL_WAVE_FIELDS } from './waves';

/**
 * Round ids per block of the offline copy. History does not change, so a block's bytes are made
 * again only when one of its rounds does, and a block is small enough that this stays cheap.
 */
export const BLOCK_ROUNDS = 2000;

/** Where the block holding this round id starts. */
export const blockStartOf = (id: number): number => id - (id % BLOCK_ROUNDS);

export type RoundBlock = z.infer<typeof roundBlockShape>;

/** A wave's fields in their column order; booleans travel as 1/0. */
const WAVE_COLUMNS = ['wave_number', 'wave_time', 'qs_time', 'good_premove', 'reset', ...OPTIONAL_WAVE_FIELDS] as const;

/** The fields every wave has, even when null; the rest are left out of a wave that lacks them. */
const REQUIRED_WAVE_COLUMNS = 5;
const BOOLEAN_COLUMNS = new Set<string>(['good_premove', 'reset']);

const bit = (value: boolean) => (value ? 1 : 0);

function encodeWave(wave: WaveEntry): (number | null)[] {
  const values = WAVE_COLUMNS.map((column) => {
    const value = wave[column];
    if (value === undefined || value === null) return null;
    return typeof value === 'boolean' ? bit(value) : value;
  });
  let length = values.length;
  while (length > REQUIRED_WAVE_COLUMNS && values[length - 1] === null) length--;
  return values.slice(0, length);
}

function decodeWave(values: readonly (number | null)[]): WaveEntry {
  const wave: Record<string, number | boolean | null> = {};
  WAVE_COLUMNS.forEach((column, index) => {
    const value = values[index] ?? null;
    if (index >= REQUIRED_WAVE_COLUMNS && value === null) return;
    wave[column] = BOOLEAN_COLUMNS.has(column) && value !== null ? value === 1 : value;
  });
  wave.reset = wave.reset === true;
  return wave as unknown as WaveEntry;
}

/** The ms of a stored date when the date comes back from them unchanged, else null. */
function msOf(date: string): number | null {
  try {
    const ms = parseUtcTimestamp(date).getTime();
    return toUtcTimestamp(new Date(ms)) === date ? ms : null;
  } catch {
    return null;
  }
}

/** A round's start as a block keeps it: ms before its date where both come back from ms, else its text. */
function startOffset(round: UnrankedRound): number | string | null {
  if (round.round_started_at == null) return null;
  const started = msOf(round.round_started_at);
  const dated = round.round_date === null ? null : msOf(round.round_date);
  return started !== null && dated !== null ? dated - started : round.round_started_at;
}

/** The block of these rounds (ranks are left out: they move as other rounds arrive). */
export function encodeRoundBlock(rounds: readonly UnrankedRound[]): RoundBlock {
  const nameIndex = new Map<string, number>();
  const indexOfName = (name: string) => {
    let index = nameIndex.get(name);
    if (index === undefined) nameIndex.set(name, (index = nameIndex.size));
    return index;
  };
  let lastId = 0;
  let lastMs = 0;
  const block: RoundBlock = { names: [], ids: [], formats: [], round_times: [], dates: [], scrollers: [], replays: [], players: [], waves: [] };
  for (const round of rounds) {
    block.ids.push(round.id - lastId);
    lastId = round.id;
    block.formats.push(FORMATS.indexOf(round.format));
    block.round_times.push(round.round_time);
    const ms = round.round_date === null ? null : msOf(round.round_date);
    if (ms === null) block.dates.push(round.round_date);
    else {
      block.dates.push(ms - lastMs);
      lastMs = ms;
    }
    block.scrollers.push(bit(round.scroller));
    block.replays.push(bit(round.has_replay));
    block.players.push(round.players.flatMap((player) => [indexOfName(player.character_name), ROLES.indexOf(player.role)]));
    block.waves.push(round.wave_data.map(encodeWave));
  }
  block.names = [...nameIndex.keys()];
  if (rounds.some((round) => round.round_started_at != null)) block.starts = rounds.map(startOffset);
  if (rounds.some((round) => round.elapsed_real_time != null)) block.real_times = rounds.map((round) => round.elapsed_real_time ?? null);
  return block;
}

/** The rounds of a block, as stored on the device, which ranks them itself. */
export function decodeRoundBlock(block: RoundBlock): UnrankedRound[] {
  let id = 0;
  let ms = 0;
  return block.ids.map((idStep, index) => {
    id += idStep;
    const date = block.dates[index] ?? null;
    let round_date: string | null = null;
    if (typeof date === 'string') round_date = date;
    else if (typeof date === 'number') {
      ms += date;
      round_date = toUtcTimestamp(new Date(ms));
    }
    const playerValues = block.players[index] ?? [];
    const players = [];
    for (let at = 0; at < playerValues.length; at += 2) {
      players.push({ character_name: block.names[playerValues[at]!]!, role: ROLES[playerValues[at + 1]!] as Role });
    }
    return {
      id,
      format: FORMATS[block.formats[index]!] as Format,
      round_time: block.round_times[index]!,
      round_date,
      scroller: block.scrollers[index] === 1,
      has_replay: block.replays[index] === 1,
      players,
      wave_data: (block.waves[index] ?? []).map(decodeWave),
      ...startOf(block.starts?.[index] ?? null, round_date),
      ...(block.real_times?.[index] == null ? {} : { elapsed_real_time: block.real_times[index] }),
    };
  });
}

/** The start a block kept for a round, as the round's own field; nothing when it had none. */
function startOf(kept: number | string | null, roundDate: string | null): { round_started_at?: string } {
  if (typeof kept === 'string') return { round_started_at: kept };
  if (typeof kept === 'number' && roundDate !== null) return { round_started_at: toUtcTimestamp(new Date(parseUtcTimestamp(roundDate).getTime() - kept)) };
  return {};
}
