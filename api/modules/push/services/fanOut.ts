import { beatsEarlierBest, standingOf } from '../../../../domain/announcements';
import type { Format, Role } from '../../../../domain/constants';
import { identityKeyOf, nameKeysOfPlayer } from '../../../../domain/leaderboard';
import type { PushKind } from '../../../../domain/push';
import { liveMessage, pbMessage, recordMessage, type PushMessage } from '../../../../domain/pushMessage';
import { SITTING_GAP_MS } from '../../../../domain/teams/sittings';
import { toUtcTimestamp } from '../../../../domain/time';
import { COUNTED_STATUSES } from '../../../../domain/trust';
import type { Db } from '../../../db/connection';
import { fastestEarlierTimes } from '../../announcements/services/readRoundToAnnounce';
import { listPlayerIdentities } from '../../players/services/listPlayerIdentities';

/** One push to one device, before it is written to the outbox. */
export interface PushToSend {
  subscriptionId: number;
  /** Names the event: a device gets each event once. */
  eventKey: string;
  kind: PushKind;
  /** The followed player (their leaderboard key) a PB or live push is of. */
  subject: string | null;
  roundId: number | null;
  message: PushMessage;
  ttlSeconds: number;
}

// A PB or a record is news for a day; a live round is over within minutes.
const ROUND_TTL_SECONDS = 24 * 60 * 60;
const LIVE_TTL_SECONDS = 10 * 60;

interface Player {
  character_name: string;
  name_key: string;
  role: Role;
}

/** The devices of the users who follow a player (any of `nameKeys`) and asked for `kind` on them. */
async function followersDevices(db: Db, nameKeys: readonly string[], kind: PushKind): Promise<number[]> {
  const rows: { id: number }[] = await db('push_subscriptions')
    .join('follows', 'follows.user_id', 'push_subscriptions.user_id')
    .whereIn('follows.name_key', nameKeys)
    .andWhere(`push_subscriptions.notify_${kind}`, true)
    .distinct('push_subscriptions.id as id')
    .orderBy('id');
  return rows.map((row) => Number(row.id));
}

/** The player's fastest time in the role and format before this round (lower ids), over all their characters. */
async function earlierBest(db: Db, round: { id: number; format: Format }, nameKeys: readonly string[], role: Role): Promise<number | null> {
  const row = (await db('round_players')
    .join('rounds', 'rounds.id', 'round_players.round_id')
    .whereIn('round_players.name_key', nameKeys)
    .andWhere({ 'round_players.role': role, 'rounds.format': round.format })
    .whereIn('rounds.status', COUNTED_STATUSES)
    .andWhere('rounds.id', '<', round.id)
    .min({ best: 'rounds.round_time' })
    .first()) as { best: number | string | null } | undefined;
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
}

/**
 * The pushes a round that came to count sets off: each followed player's new PB to their followers'
 * devices that asked for PBs, and a new world record to every device that asked for records. null
 * when the round no longer counts (deleted, or turned down).
 */
export async function roundPushes(db: Db, roundId: number): Promise<PushToSend[] | null> {
  const found = await db('rounds').where({ id: roundId }).whereIn('status', COUNTED_STATUSES).first('id', 'format', 'round_time');
  if (!found) return null;
  const round = { id: roundId, format: found.format as Format, round_time: Number(found.round_time) };
  const players: Player[] = await db('round_players').where({ round_id: roundId }).orderBy('position').select('character_name', 'name_key', 'role');
  const pushes: PushToSend[] = [];
  const roundPush = { roundId, ttlSeconds: ROUND_TTL_SECONDS };

  if (standingOf(round.round_time, await fastestEarlierTimes(db, round, 1))?.reason === 'world_record') {
    const devices: number[] = (await db('push_subscriptions').where({ notify_records: true }).pluck('id')).map(Number);
    const message = recordMessage(round, players.map((p) => p.character_name));
    pushes.push(...devices.map((subscriptionId) => ({ ...roundPush, subscriptionId, eventKey: message.tag, kind: 'records' as const, subject: null, message })));
  }

  const identities = await listPlayerIdentities(db);
  for (const player of players) {
    const subject = identityKeyOf(player.name_key, identities);
    const nameKeys = nameKeysOfPlayer(subject, identities);
    const devices = await followersDevices(db, nameKeys, 'pbs');
    if (devices.length === 0 || !beatsEarlierBest(round.round_time, await earlierBest(db, round, nameKeys, player.role))) continue;
    const message = pbMessage(player.character_name, player.role, round);
    pushes.push(...devices.map((subscriptionId) => ({ ...roundPush, subscriptionId, eventKey: `pb:${roundId}:${subject}:${player.role}`, kind: 'pbs' as const, subject, message })));
  }
  return pushes;
}

/**
 * The pushes a live round just begun sets off: to the devices of its players' followers that asked for
 * live rounds, once a sitting (a device told of a player's live round is not told again within
 * SITTING_GAP_MS, however many rounds, or forged checkpoints, follow). null when the live round is gone.
 */
export async function livePushes(db: Db, liveRoundId: number, now: Date): Promise<PushToSend[] | null> {
  const live = await db('live_rounds').where({ id: liveRoundId }).first('id', 'format', 'players');
  if (!live) return null;
  const liveRound = { id: liveRoundId, format: live.format as Format };
  const players = JSON.parse(live.players) as { character_name: string }[];
  const identities = await listPlayerIdentities(db);
  const since = toUtcTimestamp(new Date(now.getTime() - SITTING_GAP_MS));
  const pushes: PushToSend[] = [];
  for (const player of players) {
    const subject = identityKeyOf(player.character_name.toLowerCase(), identities);
    const devices = await followersDevices(db, nameKeysOfPlayer(subject, identities), 'live');
    if (devices.length === 0) continue;
    const toldLately = new Set(
      (await db('push_deliveries').whereIn('subscription_id', devices).andWhere({ kind: 'live', subject }).andWhere('created_at', '>=', since).pluck('subscription_id')).map(Number),
    );
    const message = liveMessage(player.character_name, liveRound);
    for (const subscriptionId of devices) {
      if (toldLately.has(subscriptionId)) continue;
      pushes.push({ subscriptionId, eventKey: `live:${liveRoundId}:${subject}`, kind: 'live', subject, roundId: null, message, ttlSeconds: LIVE_TTL_SECONDS });
    }
  }
  return pushes;
}

// Rows per statement, far below SQLite's cap on bound parameters.
const ROWS_PER_INSERT = 200;

/** Writes the pushes to the delivery outbox, each event once per device whoever writes it first. */
export async function writeDeliveries(db: Db, pushes: readonly PushToSend[], now: Date): Promise<void> {
  const at = toUtcTimestamp(now);
  const rows = pushes.map((push) => ({
    subscription_id: push.subscriptionId,
    event_key: push.eventKey,
    kind: push.kind,
    subject: push.subject,
    round_id: push.roundId,
    payload: JSON.stringify(push.message),
    ttl_seconds: push.ttlSeconds,
    state: 'pending',
    next_attempt_at: at,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db('push_deliveries').insert(rows.slice(i, i + ROWS_PER_INSERT)).onConflict(['subscription_id', 'event_key']).ignore();
  }
}
