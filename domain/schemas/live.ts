import { z } from 'zod';
import { ROLES_BY_FORMAT } from '../constants';
import { parseInstant } from '../time';
import { CLOCK_SKEW_MS, PLUGIN_START_WINDOW_MS } from '../trust';
import { characterNameSchema, formatSchema, instantSchema, roundPlayerSubmissionSchema } from './round';

/** The first wave a checkpoint may come from: wave 1 has no QS before it. */
export const FIRST_CHECKPOINT_WAVE = 2;
export const LAST_CHECKPOINT_WAVE = 10;
/** The plugin sends only a first QS attempt of at least this many ticks. */
export const MIN_CHECKPOINT_QS_TICKS = 4;

const tile = z.number({ error: 'must be a tile coordinate' }).int('must be a tile coordinate').min(-1000).max(100_000);

/**
 * A QS checkpoint as the plugin's scroller client sends it at the start of each wave 2 to 10
 * (POST /run-sessions/checkpoints). `now` is the server's clock, for the start's window.
 */
export const checkpointSchema = z
  .object({
    format: formatSchema,
    players: z.array(roundPlayerSubmissionSchema).min(1, 'must list at least one player').max(5, 'must list at most 5 players'),
    reporter: characterNameSchema,
    scroller: z.literal(true, { error: "must be true: only the scroller's client sends checkpoints" }),
    round_started_at: instantSchema,
    wave_number: z
      .number({ error: 'must be a wave number' })
      .int('must be a wave number')
      .min(FIRST_CHECKPOINT_WAVE, `checkpoints come from waves ${FIRST_CHECKPOINT_WAVE} to ${LAST_CHECKPOINT_WAVE}`)
      .max(LAST_CHECKPOINT_WAVE, `checkpoints come from waves ${FIRST_CHECKPOINT_WAVE} to ${LAST_CHECKPOINT_WAVE}`),
    qs_time: z.number({ error: `must be a whole number of ticks, at least ${MIN_CHECKPOINT_QS_TICKS}` }).int(`must be a whole number of ticks, at least ${MIN_CHECKPOINT_QS_TICKS}`).min(MIN_CHECKPOINT_QS_TICKS, `must be a whole number of ticks, at least ${MIN_CHECKPOINT_QS_TICKS}`).max(1000),
    good_premove: z.boolean({ error: 'must be true or false' }),
    x_qs_spawn: tile.optional(),
    y_qs_spawn: tile.optional(),
  })
  .superRefine((checkpoint, ctx) => {
    const roles = ROLES_BY_FORMAT[checkpoint.format];
    checkpoint.players.forEach((player, i) => {
      if (!roles.includes(player.role)) ctx.addIssue({ code: 'custom', path: ['players', i, 'role'], message: `is not a ${checkpoint.format} role (${roles.join(', ')})` });
    });
    const names = checkpoint.players.map((p) => p.character_name.toLowerCase());
    if (!names.includes(checkpoint.reporter.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['reporter'], message: 'must be one of the players' });
    const started = parseInstant(checkpoint.round_started_at)?.getTime();
    const now = Date.now();
    if (started !== undefined && started > now + CLOCK_SKEW_MS) ctx.addIssue({ code: 'custom', path: ['round_started_at'], message: 'is more than 5 minutes in the future' });
    if (started !== undefined && now - started > PLUGIN_START_WINDOW_MS) ctx.addIssue({ code: 'custom', path: ['round_started_at'], message: 'is more than 2 hours ago' });
  });
export type Checkpoint = z.infer<typeof checkpointSchema>;
