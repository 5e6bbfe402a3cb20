/** What a shared link says of its page before anyone opens it: its title, a line or two, and its picture's alt text. */
import { FORMAT_LABELS, LEADERBOARD_FORMATS, type Format, type LeaderboardFormat } from '../constants';
import { formatTime, parseUtcTimestamp } from '../time';
import type { Picture, PictureMember, PlayerPicture, RecordsPicture, RoundPicture, TeamPicture } from './pictures';

export const SITE_NAME = 'BA Times';
export const SITE_DESCRIPTION = 'Barbarian Assault round times, leaderboards and replays.';

export interface PageSummary {
  title: string;
  description: string;
  /** Its picture; the site's own where the page has none. */
  picture: Picture;
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A round's day as a reader anywhere would write it: a stored timestamp is UTC. */
export function pictureDate(value: string | null): string | null {
  if (!value) return null;
  try {
    return DATE.format(parseUtcTimestamp(value));
  } catch {
    return null;
  }
}

const teamLine = (members: readonly PictureMember[]) => members.map((member) => `${member.name} (${member.role})`).join(', ');

function standingOf(picture: RoundPicture): string {
  if (picture.badge === 'world_record') return 'World record';
  return `#${picture.rank}${picture.badge === 'personal_best' ? ', a personal best' : ''}`;
}

/** "5 Man in 7:12.4, World record": what the round's picture shows first. */
export function roundHeadline(picture: RoundPicture): string {
  return `${FORMAT_LABELS[picture.format]} in ${formatTime(picture.time)}, ${standingOf(picture)}`;
}

function roundDescription(picture: RoundPicture): string {
  const played = pictureDate(picture.date);
  const behind = picture.record !== null && picture.badge !== 'world_record' ? ` ${(picture.time - picture.record).toFixed(1)} s behind the world record of ${formatTime(picture.record)}.` : '';
  return `${picture.players.length > 0 ? `${teamLine(picture.players)}.` : 'Team not recorded.'}${played ? ` Played ${played}.` : ''}${behind}`;
}

export function roundSummary(picture: RoundPicture, screen: 'details' | 'replay'): PageSummary {
  return { title: `${screen === 'replay' ? 'Replay: ' : ''}${roundHeadline(picture)}`, description: roundDescription(picture), picture };
}

export const HELD_ROUND_SUMMARY: PageSummary = {
  title: 'Awaiting review',
  description: 'This round is held until an admin confirms it; its time shows once it counts.',
  picture: { kind: 'site' },
};

export const MISSING_ROUND_SUMMARY: PageSummary = { title: 'Round not found', description: 'No round on BA Times has this address.', picture: { kind: 'site' } };
export const MISSING_PLAYER_SUMMARY: PageSummary = { title: 'Player not found', description: 'No round on BA Times names this player.', picture: { kind: 'site' } };
export const MISSING_TEAM_SUMMARY: PageSummary = { title: 'Team not found', description: 'No round on BA Times was played by this team.', picture: { kind: 'site' } };

export function playerSummary(picture: PlayerPicture): PageSummary {
  const bests = picture.formats.map((best) => `${FORMAT_LABELS[best.format]} ${formatTime(best.time)} as ${best.role}${best.rank ? ` (#${best.rank} on the Leaderboard)` : ''}`);
  const rounds = picture.formats.reduce((sum, best) => sum + best.rounds, 0);
  return {
    title: `${picture.name} on ${SITE_NAME}`,
    description: `Personal bests: ${bests.join('; ') || 'none yet'}. ${rounds} ${rounds === 1 ? 'round' : 'rounds'} played.`,
    picture,
  };
}

export function teamSummary(picture: TeamPicture): PageSummary {
  const bests = picture.formats.map((best) => `${FORMAT_LABELS[best.format]} ${formatTime(best.time)} in ${best.rounds} ${best.rounds === 1 ? 'round' : 'rounds'}`);
  return { title: `Team: ${picture.members.map((member) => member.name).join(', ')}`, description: `${teamLine(picture.members)}. Best: ${bests.join('; ')}.`, picture };
}

export function recordsSummary(picture: RecordsPicture): PageSummary {
  const lines = picture.records.map((record) => `${FORMAT_LABELS[record.format]} ${formatTime(record.time)} by ${record.players.map((member) => member.name).join(', ') || 'an unrecorded team'}`);
  return {
    title: picture.format ? `${FORMAT_LABELS[picture.format]} world records` : 'World records',
    description: lines.length > 0 ? `Standing world records: ${lines.join('; ')}.` : 'No round has set a world record yet.',
    picture,
  };
}

/** The pages whose summary says what the page is for, with the site's picture. */
export type ListPage = 'roundTimes' | 'leaderboard' | 'teams' | 'live' | 'faq';

const LIST_SUMMARIES: Record<ListPage, { title: string; description: string }> = {
  roundTimes: { title: 'Round Times', description: 'Every Barbarian Assault round reported to BA Times, newest first, with its team, splits and replay.' },
  leaderboard: { title: 'Player Leaderboard', description: 'The fastest Barbarian Assault players, by their personal best in each role.' },
  teams: { title: 'Teams', description: 'Barbarian Assault teams ranked by their best round, with how often they play together.' },
  live: { title: 'Live', description: 'Barbarian Assault rounds being played right now, wave by wave.' },
  faq: { title: 'Frequently Asked Questions', description: 'How to send your rounds to BA Times with the RuneLite plugin, link your accounts, and read your times.' },
};

/** A list page's summary; the Leaderboard and Round Times name the format they show. */
export function listSummary(page: ListPage, format?: Format): PageSummary {
  const summary = LIST_SUMMARIES[page];
  const named = format && (page !== 'leaderboard' || (LEADERBOARD_FORMATS as readonly Format[]).includes(format as LeaderboardFormat));
  return { title: named ? `${summary.title}: ${FORMAT_LABELS[format]}` : summary.title, description: summary.description, picture: { kind: 'site' } };
}

/** The picture's alt text: what it shows, in words. */
export function pictureAlt(picture: Picture): string {
  switch (picture.kind) {
    case 'round':
      return `${roundHeadline(picture)}: its ten wave splits beside the world record's, and its team, ${picture.players.map((member) => member.name).join(', ') || 'not recorded'}.`;
    case 'player':
      return `${playerSummary(picture).description}`;
    case 'team':
      return teamSummary(picture).description;
    case 'records':
      return recordsSummary(picture).description;
    case 'site':
      return `${SITE_NAME}: ${SITE_DESCRIPTION}`;
  }
}
