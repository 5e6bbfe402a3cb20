import { z } from 'zod';
import { FORMATS, REGIONS, ROLES, ROLES_BY_FORMAT, TICK_SECONDS, WAVE_COUNT } from '../constants';
import { formatTime } from '../time';
import { isStorableTimestamp, parseInstant } from '../time';
import { DEFAULT_ROUND_LIST_QUERY, ROUND_SORT_KEYS, SORT_ORDERS } from '../roundList/types';
import { MAX_ROUND_SECONDS, MIN_ROUND_SECONDS } from '../trust';

export const formatSchema = z.enum(FORMATS, {
  error: () => `must be one of the supported formats: ${FORMATS.join(', ')}`,
});
export const roleSchema = z.enum(ROLES, { error: () => `must be one of: ${ROLES.join(', ')}` });
export const regionSchema = z.enum(REGIONS, { error: () => `must be one of: ${REGIONS.join(', ')}` });

/** In-game names: 1 to 12 letters, digits, spaces, hyphens or underscores. */
export const characterNameSchema = z
  .string({ error: 'must be a character name' })
  .transform((s) => s.replace(/\u00a0/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .max(12, 'must be at most 12 characters')
      .regex(/^[A-Za-z0-9 _-]+$/, 'may hold only letters, digits, spaces, hyphens and underscores'),
  );

const seconds = (max: number) =>
  z.number({ error: 'must be a number of seconds' }).finite().min(0, 'must not be negative').max(max, `must be at most ${max} seconds`);
const ticks = z.number({ error: 'must be a whole number of ticks' }).int('must be a whole number of ticks').min(0).max(1000);
const tile = z.number({ error: 'must be a tile coordinate' }).int().min(-1000).max(100_000);

export const waveSubmissionSchema = z.object({
  wave_number: z
    .number({ error: 'must be a wave number' })
    .int('must be a wave number')
    .min(1, `waves are numbered 1 to ${WAVE_COUNT}`)
    .max(WAVE_COUNT, `waves are numbered 1 to ${WAVE_COUNT}`),
  wave_time: seconds(3600),
  qs_time: ticks.nullish(),
  good_premove: z.boolean().nullish(),
  reset: z.boolean().default(false),
  reset_wave_time: seconds(3600).nullish(),
  reset_qs_time: ticks.nullish(),
  x_qs_spawn: tile.nullish(),
  y_qs_spawn: tile.nullish(),
  ranger_death_time: seconds(3600).nullish(),
  fighter_death_time: seconds(3600).nullish(),
  runner_death_time: seconds(3600).nullish(),
  healer_death_time: seconds(3600).nullish(),
  queen_spawn_time: seconds(3600).nullish(),
});
export type WaveSubmission = z.infer<typeof waveSubmissionSchema>;

/** What a replay frame may hold (SPEC §3): the team by role, the penance and the items on the floor. */
export const REPLAY_ENTITY_TYPES = [...ROLES, 'npc', 'GroundItem'] as const;
/** Positions are local to the arena's 64-tile region; a little room either side, no more. */
const regionCoordinate = z.number({ error: 'must be a tile coordinate' }).int('must be a whole tile').min(-8, 'is outside the arena').max(72, 'is outside the arena');
export const MAX_ENTITIES_PER_FRAME = 200;
export const MAX_TICKS_PER_WAVE = 3000;
/** All ten waves, a few hundred ticks each, 40 entities a tick stay well inside. */
export const MAX_REPLAY_ENTITIES = 250_000;

export const replayEntitySchema = z.object({
  x: regionCoordinate,
  y: regionCoordinate,
  type: z.enum(REPLAY_ENTITY_TYPES, { error: () => `must be one of: ${REPLAY_ENTITY_TYPES.join(', ')}` }),
  id: z.string().max(32, 'must be at most 32 characters').optional(),
});
const waveKey = z.string().regex(/^([1-9]|10)$/, 'wave numbers run from 1 to 10');
const tickKey = z.string().regex(/^\d{1,4}$/, 'ticks are whole numbers from 0 to 9999');
const replayWaveSchema = z
  .record(tickKey, z.array(replayEntitySchema).max(MAX_ENTITIES_PER_FRAME, `a tick holds at most ${MAX_ENTITIES_PER_FRAME} entities`))
  .refine((ticks) => Object.keys(ticks).length <= MAX_TICKS_PER_WAVE, `a wave holds at most ${MAX_TICKS_PER_WAVE} ticks`);
export const replayDataSchema = z.record(waveKey, replayWaveSchema).superRefine((replay, ctx) => {
  let entities = 0;
  for (const ticks of Object.values(replay)) for (const frame of Object.values(ticks)) entities += frame.length;
  if (entities > MAX_REPLAY_ENTITIES) ctx.addIssue({ code: 'custom', message: `holds ${entities} entities; at most ${MAX_REPLAY_ENTITIES} are kept` });
});

/** Any ISO 8601 instant, with or without seconds, fractional seconds or a zone (none means UTC). */
export const instantSchema = z
  .string({ error: 'must be an ISO 8601 timestamp' })
  .max(40, 'must be an ISO 8601 timestamp')
  .refine((value) => parseInstant(value) !== null, 'must be an ISO 8601 timestamp');

export const roundPlayerSubmissionSchema = z.object({
  character_name: characterNameSchema,
  role: roleSchema,
  uuid_key: z.string().max(64).optional(),
});

/** A round from the admin form or the game-client plugin (SPEC §7). */
export const roundSubmissionSchema = z
  .object({
    format: formatSchema,
    round_time: z
      .number({ error: 'must be a number of seconds' })
      .finite()
      .min(MIN_ROUND_SECONDS, `must be at least ${MIN_ROUND_SECONDS} seconds (${formatTime(MIN_ROUND_SECONDS)}): no round is faster`)
      .max(MAX_ROUND_SECONDS, `must be at most ${MAX_ROUND_SECONDS} seconds (${formatTime(MAX_ROUND_SECONDS)})`),
    round_date: z.iso
      .datetime({ offset: true, local: true, error: 'must be an ISO 8601 timestamp' })
      .refine(isStorableTimestamp, 'must give the seconds and fall in the years 0000 to 9999 (UTC)')
      .optional(),
    // When the round began and how long it took in real time, as the plugin's newest release sends them.
    round_started_at: instantSchema.optional(),
    elapsed_real_time: z.number({ error: 'must be a number of seconds' }).finite().min(0, 'must not be negative').max(2 * MAX_ROUND_SECONDS, `must be at most ${2 * MAX_ROUND_SECONDS} seconds`).optional(),
    scroller: z.boolean().default(false),
    submitted_by: characterNameSchema.nullish(),
    world_region: z.string().max(8).nullish(),
    players: z.array(roundPlayerSubmissionSchema).min(1, 'must list at least one player').max(5, 'must list at most 5 players'),
    wave_data: z.array(waveSubmissionSchema).max(WAVE_COUNT).default([]),
    replay_data: replayDataSchema.nullish(),
  })
  .superRefine((round, ctx) => {
    const roles = ROLES_BY_FORMAT[round.format];
    round.players.forEach((player, i) => {
      if (!roles.includes(player.role)) {
        ctx.addIssue({ code: 'custom', path: ['players', i, 'role'], message: `is not a ${round.format} role (${roles.join(', ')})` });
      }
    });
    const names = round.players.map((p) => p.character_name.toLowerCase());
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i) ctx.addIssue({ code: 'custom', path: ['players', i, 'character_name'], message: 'appears twice' });
    });
    // Each wave's time is read to the tick, so their sum may pass the round's by a tick per wave at most.
    const waveSum = round.wave_data.reduce((sum, w) => sum + w.wave_time, 0);
    if (waveSum > round.round_time + TICK_SECONDS * round.wave_data.length + 1e-9) {
      ctx.addIssue({ code: 'custom', path: ['wave_data'], message: `wave times add up to ${formatTime(waveSum)}, more than the round's ${formatTime(round.round_time)}` });
    }
    const waves = round.wave_data.map((w) => w.wave_number);
    waves.forEach((n, i) => {
      if (waves.indexOf(n) !== i) ctx.addIssue({ code: 'custom', path: ['wave_data', i, 'wave_number'], message: `wave ${n} appears twice` });
    });
  });
export type RoundSubmission = z.infer<typeof roundSubmissionSchema>;

export const roundListQuerySchema = z.object({
  format: formatSchema.optional(),
  since: z.coerce.number({ error: 'must be a change cursor' }).int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

/** Row ids are 32-bit integer columns: a larger id names nothing, and PostgreSQL refuses to compare with it. */
export const MAX_ROW_ID = 2_147_483_647;
export const idParamSchema = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').max(MAX_ROW_ID);

/** Rows a page of Round Times may ask the server for at once, as many as a screen's block of them. */
export const MAX_SERVER_PAGE_SIZE = 100;

/** 'a, b or c'. */
const eitherOf = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** A page of Round Times as the server answers it (GET /round-times/), before a device holds its own copy. */
export const roundTimesQuerySchema = z
  .object({
    format: formatSchema.optional(),
    search: z.string().max(100, 'must be at most 100 characters').default(''),
    pbs_only: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    sort: z.enum(ROUND_SORT_KEYS, { error: `must be ${eitherOf(ROUND_SORT_KEYS)}` }).default(DEFAULT_ROUND_LIST_QUERY.sortBy),
    order: z.enum(SORT_ORDERS, { error: `must be ${eitherOf(SORT_ORDERS)}` }).default(DEFAULT_ROUND_LIST_QUERY.order),
    page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(MAX_ROW_ID).default(0),
    page_size: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(MAX_SERVER_PAGE_SIZE, `must be at most ${MAX_SERVER_PAGE_SIZE}`).default(25),
  })
  .transform((q) => ({
    format: q.format ?? null,
    search: q.search,
    pbsOnly: q.pbs_only === 'true',
    sortBy: q.sort,
    order: q.order,
    page: q.page,
    pageSize: q.page_size,
  }));

/** A block of the offline copy: where it starts, and the version the copy's manifest named. */
export const roundBlockQuerySchema = z.object({
  version: z.coerce.number({ error: 'must be a change cursor' }).int().min(0).optional(),
});
export const blockStartSchema = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(MAX_ROW_ID);
