import { z } from 'zod';
import { ANNOUNCEMENT_REASONS, ANNOUNCEMENT_STATES, type AnnouncementEntry, type AnnouncementLog } from '../../../domain/announcements';
import { arenaCollisionSchema } from '../../../domain/arena';
import { REGIONS } from '../../../domain/constants';
import type { RoundBlock } from '../../../domain/roundBlock';
import type { RoundPage, RoundRow } from '../../../domain/roundList/types';
import { CLAIM_VIA, formatSchema, LINKED_VIA, regionSchema, roleSchema } from '../../../domain/schemas';
import type { SuspiciousReason } from '../../../domain/suspicious';
import type { CopyManifest, RoundChanges } from '../../../domain/sync';
import type { ReviewReport, ReviewRound } from '../../../domain/review';
import type { LiveRound } from '../../../domain/live';
import { ROUND_STATUSES } from '../../../domain/trust';
import type { AccountClaim, AccountClaimList, AltsMap, ApiKey, GameAccount, LeaderboardEntry, OwnAccount, ReplayData, Round, RoundDetail, RoundPlayer, User, UserPage, UserSummary, WaveEntry } from '../../../domain/types';

/*
 * What the API answers with, as schemas of the domain's types: each `satisfies` the type the
 * answer is made as, so a field the type gains and a schema lacks fails the type check.
 */

const id = z.number().int().positive();
const seconds = z.number().min(0);
/** The one timestamp form the API sends: UTC, without a zone suffix. */
const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
const count = z.number().int().min(0);

export const roundPlayer = z.object({ character_name: z.string(), role: roleSchema }) satisfies z.ZodType<RoundPlayer>;

const optionalSplit = z.number().nullable().optional();
export const waveEntry = z.object({
  wave_number: z.number().int().min(1).max(10),
  wave_time: seconds,
  qs_time: z.number().int().nullable(),
  good_premove: z.boolean().nullable(),
  reset: z.boolean(),
  reset_wave_time: optionalSplit,
  reset_qs_time: optionalSplit,
  x_qs_spawn: optionalSplit,
  y_qs_spawn: optionalSplit,
  ranger_death_time: optionalSplit,
  fighter_death_time: optionalSplit,
  runner_death_time: optionalSplit,
  healer_death_time: optionalSplit,
  queen_spawn_time: optionalSplit,
}) satisfies z.ZodType<WaveEntry>;

export const round = z.object({
  id,
  format: formatSchema,
  round_time: z.number().positive(),
  round_date: timestamp.nullable(),
  rank: z.number().int().positive(),
  scroller: z.boolean(),
  has_replay: z.boolean(),
  players: z.array(roundPlayer),
  wave_data: z.array(waveEntry),
  round_started_at: timestamp.optional(),
  elapsed_real_time: z.number().min(0).optional(),
}) satisfies z.ZodType<Round>;

export const replayData = z.record(
  z.string(),
  z.record(z.string(), z.array(z.object({ x: z.number().int(), y: z.number().int(), type: z.string(), id: z.string().optional() }))),
) satisfies z.ZodType<ReplayData>;

export const roundDetail = round.extend({
  replay_data: replayData.nullable(),
  status: z.enum(ROUND_STATUSES).optional(),
  review_reason: z.string().nullable().optional(),
  live_checkpoints: z.array(z.object({ wave_number: z.number().int(), qs_time: z.number().int() })).optional(),
}) satisfies z.ZodType<RoundDetail>;

export const liveRound = z.object({
  id,
  format: formatSchema,
  players: z.array(z.object({ character_name: z.string(), role: z.string() })),
  reporter: z.string(),
  round_started_at: timestamp,
  state: z.enum(['live', 'finished']),
  round_id: id.nullable(),
  round_time: z.number().positive().nullable(),
  finished_at: timestamp.nullable(),
  checkpoints: z.array(
    z.object({
      wave_number: z.number().int(),
      qs_time: z.number().int(),
      good_premove: z.boolean(),
      x_qs_spawn: z.number().int().nullable(),
      y_qs_spawn: z.number().int().nullable(),
      received_at: timestamp,
    }),
  ),
}) satisfies z.ZodType<LiveRound>;

export const reviewReport = z.object({
  id,
  received_at: timestamp,
  submitted_by: z.string().nullable(),
  scroller: z.boolean(),
  round_time: z.number().positive(),
  waves: z.number().int().min(0),
  key_type: z.enum(['public', 'private']),
  identified_as: z.object({ id, discord_username: z.string() }).nullable(),
  dropped: z.boolean(),
  shown: z.boolean(),
}) satisfies z.ZodType<ReviewReport>;

export const reviewRound = z.object({
  id,
  format: formatSchema,
  round_time: z.number().positive(),
  round_date: timestamp.nullable(),
  received_at: timestamp,
  status: z.enum(ROUND_STATUSES),
  review_reason: z.string().nullable(),
  place: z.number().int().positive().nullable(),
  players: z.array(z.object({ character_name: z.string(), role: z.string() })),
  real_time: z.number().nullable(),
  reports: z.array(reviewReport),
}) satisfies z.ZodType<ReviewRound>;

export const roundChanges = z.object({
  data: z.array(round),
  deleted: z.array(id),
  cursor: count,
  has_more: z.boolean(),
}) satisfies z.ZodType<RoundChanges>;

export const fullRoundList = z.object({ data: z.array(round), cursor: count });

const suspiciousReason = z.enum(['under_600', 'under_660_unknown_team', 'not_tick_multiple', 'real_time_differs'] satisfies SuspiciousReason[]);
export const roundRow = z.object({
  round: round.omit({ wave_data: true }),
  rank: z.number().int().positive(),
  worldRecord: z.boolean(),
  pbNames: z.array(z.string()),
  alts: z.record(z.string(), z.array(z.string())),
  suspicious: z.array(suspiciousReason).optional(),
}) satisfies z.ZodType<RoundRow>;

export const roundPage = z.object({ rows: z.array(roundRow), total: count }) satisfies z.ZodType<RoundPage>;

export const copyManifest = z.object({
  cursor: count,
  block_size: z.number().int().positive(),
  blocks: z.array(z.object({ from: count, version: count, rounds: count })),
}) satisfies z.ZodType<CopyManifest>;

export const roundBlock = z.object({
  names: z.array(z.string()),
  ids: z.array(z.number().int()),
  formats: z.array(count),
  round_times: z.array(z.number()),
  dates: z.array(z.union([z.number(), z.string(), z.null()])),
  scrollers: z.array(z.number().int().min(0).max(1)),
  replays: z.array(z.number().int().min(0).max(1)),
  players: z.array(z.array(count)),
  waves: z.array(z.array(z.array(z.number().nullable()))),
  starts: z.array(z.union([z.number(), z.string(), z.null()])).optional(),
  real_times: z.array(z.number().nullable()).optional(),
}) satisfies z.ZodType<RoundBlock>;

export const gameAccount = z.object({ id, character_name: z.string() }) satisfies z.ZodType<GameAccount>;
export const linkedAccount = gameAccount.extend({ user_id: id });
/** The signed-in user's own: how and when each was linked (a remembered user from before may lack both). */
export const ownAccount = gameAccount.extend({ linked_via: z.enum(LINKED_VIA).nullable().optional(), created_at: timestamp.optional() }) satisfies z.ZodType<OwnAccount>;
const userRef = z.object({ id, discord_username: z.string() });
/** A character an admin moved from another user: who held it. */
export const movedAccount = linkedAccount.extend({ previous_user_id: id, previous_owner: userRef });
/** A character unlinked, and its user's main account afterwards. */
export const unlinkedAccount = linkedAccount.extend({ main_account_id: id.nullable() });
export const accountClaim = z.object({
  id,
  character_name: z.string(),
  owner: userRef.nullable(),
  claimant: userRef,
  via: z.enum(CLAIM_VIA),
  created_at: timestamp,
}) satisfies z.ZodType<AccountClaim>;
export const accountClaimList = z.object({ data: z.array(accountClaim), total: count }) satisfies z.ZodType<AccountClaimList>;

export const user = z.object({
  id,
  discord_id: z.string(),
  discord_username: z.string(),
  role: z.enum(['admin', 'user']),
  uuid_key: z.string(),
  accounts: z.array(ownAccount),
  main_account_id: id.nullable(),
  region: regionSchema.nullable(),
  announce_pbs: z.boolean(),
}) satisfies z.ZodType<User>;

export const userSummary = user.omit({ uuid_key: true }).extend({ accounts: z.array(gameAccount) }) satisfies z.ZodType<UserSummary>;
export const userPage = z.object({ data: z.array(userSummary), total: count }) satisfies z.ZodType<UserPage>;

export const alts = z.record(z.string(), z.array(z.string())) satisfies z.ZodType<AltsMap>;

const formatStanding = z.object({
  roles: z.partialRecord(roleSchema, z.number().nullable()),
  average_time: z.number().nullable(),
  rank: z.number().int().positive().nullable(),
  sub_time_counts: z.object({ total: count, per_role: z.partialRecord(roleSchema, count) }),
});
export const leaderboardEntry = z.object({
  player_name: z.string(),
  region: z.enum(REGIONS).nullable(),
  role_times: z.object({ five_man: formatStanding, leech: formatStanding }),
}) satisfies z.ZodType<LeaderboardEntry>;

/** Each format asked for, then each of its roles by the plugin's key for it ('main_attacker'). */
export const personalBests = z.partialRecord(formatSchema, z.record(z.string(), z.object({ pb_time: z.number().nullable() })));

export const apiKey = z.object({
  id,
  token: z.string(),
  description: z.string(),
  created_at: timestamp,
  active: z.boolean(),
  type: z.enum(['public', 'private']),
  expires_at: timestamp.nullable(),
}) satisfies z.ZodType<ApiKey>;

export const pluginToken = z.object({ token: z.string(), expires_at: timestamp.nullable() });

export const arenaCollision = arenaCollisionSchema;

const announcementReason = z.enum(ANNOUNCEMENT_REASONS);
export const announcementEntry = z.object({
  id,
  round_id: id,
  format: formatSchema.nullable(),
  round_time: z.number().nullable(),
  reason: announcementReason.nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
  attempts: count,
  last_error: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  sent_at: timestamp.nullable(),
}) satisfies z.ZodType<AnnouncementEntry>;

export const announcementLog = z.object({ enabled: z.boolean(), data: z.array(announcementEntry) }) satisfies z.ZodType<AnnouncementLog>;

/** Discord's own reply format: a pong to its ping, or a message only the command's user sees. */
export const interactionReply = z.union([
  z.object({ type: z.literal(1) }),
  z.object({
    type: z.literal(4),
    data: z.object({ content: z.string(), flags: z.number().int(), allowed_mentions: z.object({ parse: z.array(z.never()) }) }),
  }),
]);

/** The error envelope every refusal and failure is answered with (api/http/errors.ts). */
export const errorAnswer = z.object({
  status: z.literal('error'),
  error: z.string(),
  code: z.string(),
  request_id: z.string().optional(),
});

/** The names the document gives these shapes, as its reusable components. */
export const COMPONENT_SHAPES: Readonly<Record<string, z.ZodType>> = {
  RoundPlayer: roundPlayer,
  WaveEntry: waveEntry,
  Round: round,
  ReplayData: replayData,
  RoundDetail: roundDetail,
  ReviewRound: reviewRound,
  LiveRound: liveRound,
  ReviewReport: reviewReport,
  RoundChanges: roundChanges,
  RoundRow: roundRow,
  RoundPage: roundPage,
  CopyManifest: copyManifest,
  RoundBlock: roundBlock,
  GameAccount: gameAccount,
  OwnAccount: ownAccount,
  AccountClaim: accountClaim,
  User: user,
  UserSummary: userSummary,
  UserPage: userPage,
  LeaderboardEntry: leaderboardEntry,
  ApiKey: apiKey,
  AnnouncementEntry: announcementEntry,
  ArenaCollision: arenaCollision,
  ErrorAnswer: errorAnswer,
};
