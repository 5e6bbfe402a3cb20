import { type Format } from '../../domain/constants';
import { recordsSearch, leaderboardSearch, roundTimesSearch, teamsSearch } from '../../domain/routeSearch';
import { HOME_PATH, roundIdParam } from '../../domain/screenShells';
import type { Picture } from '../../domain/unfurl/pictures';
import {
  HELD_ROUND_SUMMARY,
  listSummary,
  MISSING_PLAYER_SUMMARY,
  MISSING_ROUND_SUMMARY,
  MISSING_TEAM_SUMMARY,
  playerSummary,
  recordsSummary,
  roundSummary,
  SITE_DESCRIPTION,
  SITE_NAME,
  teamSummary,
  type ListPage,
  type PageSummary,
} from '../../domain/unfurl/summaries';
import type { UnfurlSubjects } from './subjects';
import { playerSubject, teamSubject, type PictureSubject } from './pictureSubject';

/** A page's summary and the subject of its picture: the site's where the page has none of its own. */
export interface SharedPage {
  summary: PageSummary;
  subject: PictureSubject;
  /** The page's own address, path and query, as the site writes it: never an echo of whatever a request sent. */
  canonical: string;
}

/** Longer, a path is nobody's page: its link names the home screen rather than repeat it. */
const LONGEST_PATH = 100;

const onSite = (summary: PageSummary, canonical = HOME_PATH): SharedPage => ({ summary, subject: { kind: 'site' }, canonical });
const withFormat = (path: string, format: Format | null | undefined) => (format ? `${path}?format=${format}` : path);

const LISTS: Record<string, { page: ListPage; format?: (search: Record<string, unknown>) => Format | undefined }> = {
  [HOME_PATH]: { page: 'roundTimes', format: (search) => roundTimesSearch.safeParse(search).data?.format },
  '/leaderboard': { page: 'leaderboard', format: (search) => leaderboardSearch.safeParse(search).data?.format },
  '/teams': { page: 'teams', format: (search) => teamsSearch.safeParse(search).data?.format },
  '/live': { page: 'live' },
  '/faq': { page: 'faq' },
};

/** One path segment as the router reads it, or null where it is not valid percent-encoding. */
function segment(path: string, prefix: string): string | null {
  try {
    return decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
}

/**
 * What a shared link to an app path says, from public data alone: never a session, never anything
 * but what the page shows to anyone. `search` is the query as the app's router parses it.
 */
export async function sharedPage(subjects: UnfurlSubjects, path: string, search: Record<string, unknown>): Promise<SharedPage> {
  const list = LISTS[path];
  if (list) {
    const format = list.format?.(search);
    return onSite(listSummary(list.page, format), withFormat(path, format));
  }
  const round = /^\/(details|replay)\/([^/]+)$/.exec(path);
  if (round) {
    const id = roundIdParam(round[2]!);
    const found = id > 0 ? await subjects.round(id) : ({ status: 'missing' } as const);
    if (found.status === 'held') return onSite(HELD_ROUND_SUMMARY);
    if (found.status === 'missing') return onSite(MISSING_ROUND_SUMMARY);
    return { summary: roundSummary(found.picture, round[1] === 'replay' ? 'replay' : 'details'), subject: { kind: 'round', id }, canonical: `/${round[1]}/${id}` };
  }
  if (path.startsWith('/player/')) {
    const subject = playerSubject(segment(path, '/player/') ?? '');
    const picture = subject && (await subjects.player(subject.name));
    return picture ? { summary: playerSummary(picture), subject: { kind: 'player', name: picture.name }, canonical: `/player/${encodeURIComponent(picture.name)}` } : onSite(MISSING_PLAYER_SUMMARY);
  }
  if (path.startsWith('/team/')) {
    const subject = teamSubject(segment(path, '/team/') ?? '');
    const picture = subject && (await subjects.team(subject.key));
    return subject && picture ? { summary: teamSummary(picture), subject, canonical: `/team/${encodeURIComponent(subject.key)}` } : onSite(MISSING_TEAM_SUMMARY);
  }
  if (path === '/records') {
    const format = recordsSearch.safeParse(search).data?.format ?? null;
    return { summary: recordsSummary(await subjects.records(format)), subject: { kind: 'records', format }, canonical: withFormat(path, format) };
  }
  return onSite({ title: SITE_NAME, description: SITE_DESCRIPTION, picture: { kind: 'site' } }, path.length <= LONGEST_PATH ? path : HOME_PATH);
}

/** The picture a subject's address shows now; null where there is none to show (a round held or gone, a name nobody played under). */
export async function pictureOf(subjects: UnfurlSubjects, subject: PictureSubject): Promise<Picture | null> {
  switch (subject.kind) {
    case 'round': {
      const found = await subjects.round(subject.id);
      return found.status === 'counted' ? found.picture : null;
    }
    case 'player':
      return subjects.player(subject.name);
    case 'team':
      return subjects.team(subject.key);
    case 'records':
      return subjects.records(subject.format);
    case 'site':
      return { kind: 'site' };
  }
}
