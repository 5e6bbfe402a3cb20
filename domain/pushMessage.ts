/** What a push carries to the service worker, and the words of each kind of push. */
import { FORMAT_LABELS, type Format, type Role } from './constants';
import { formatTime } from './time';

export interface PushMessage {
  title: string;
  body: string;
  /** The app's own path the notification opens, such as a round's /details/{id}. */
  url: string;
  /** Names the event: a second push of the same event replaces the first rather than showing it twice. */
  tag: string;
}

/** A followed player's new PB: "{name}: new {role} PB", "{m:ss.s} in {format}", opening the round. */
export function pbMessage(name: string, role: Role, round: { id: number; round_time: number; format: Format }): PushMessage {
  return {
    title: `${name}: new ${role} PB`,
    body: `${formatTime(round.round_time)} in ${FORMAT_LABELS[round.format]}`,
    url: `/details/${round.id}`,
    tag: `pb:${round.id}:${name.toLowerCase()}:${role}`,
  };
}

/** A new world record, for devices that asked for every one: the time and the team, opening the round. */
export function recordMessage(round: { id: number; round_time: number; format: Format }, names: readonly string[]): PushMessage {
  return {
    title: `New ${FORMAT_LABELS[round.format]} world record`,
    body: names.length > 0 ? `${formatTime(round.round_time)} by ${new Intl.ListFormat('en').format(names)}` : formatTime(round.round_time),
    url: `/details/${round.id}`,
    tag: `record:${round.id}`,
  };
}

/** A followed player has begun a round: the Live page follows it wave by wave. One notification a live round. */
export function liveMessage(name: string, liveRound: { id: number; format: Format }): PushMessage {
  return {
    title: `${name} is playing ${FORMAT_LABELS[liveRound.format]}`,
    body: 'Live now: follow the round wave by wave.',
    url: '/live',
    tag: `live:${liveRound.id}`,
  };
}

/** A push's data read as a message, or null for anything else: only the app's own paths are opened. */
export function readPushMessage(data: unknown): PushMessage | null {
  if (data === null || typeof data !== 'object') return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string') return null;
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return { title, body, url, tag };
}
