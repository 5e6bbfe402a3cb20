import { FORMATS, type Format } from '../../domain/constants';
import { playerDirectory, type PlayerDirectory } from '../../domain/player/directory';
import { playerPage } from '../../domain/player/playerPage';
import { recordsPage } from '../../domain/player/records';
import { compareRoundsByTime } from '../../domain/rank';
import type { RoundData } from '../../domain/roundList/data';
import { teamIndex, type TeamIndex } from '../../domain/teams/teamIndex';
import { teamPage } from '../../domain/teams/teamPage';
import type { UnrankedRound } from '../../domain/types';
import { playerPicture, recordsPicture, roundPicture, teamPicture, type PlayerPicture, type RecordsPicture, type RoundPicture, type TeamPicture } from '../../domain/unfurl/pictures';
import { latestChangeOf } from '../db/changes';
import type { Db } from '../db/connection';
import type { RoundsTableRow } from '../db/rows';
import type { AppDeps } from '../deps';
import { listAlts } from '../modules/accounts/services/listAlts';
import { listRoundsByIds } from '../modules/rounds/services/listRoundsByIds';

/** A round's picture when it counts; a held one is awaiting review; a rejected or deleted one is not shown. */
export type RoundSubject = { status: 'counted'; picture: RoundPicture } | { status: 'held' } | { status: 'missing' };

/** What a shared link's page and picture show, read as the page itself reads it: counted rounds only, from the rounds in memory. */
export interface UnfurlSubjects {
  round(id: number): Promise<RoundSubject>;
  player(name: string): Promise<PlayerPicture | null>;
  /** A team by its key (teamKey of its names). */
  team(key: string): Promise<TeamPicture | null>;
  records(format: Format | null): Promise<RecordsPicture>;
}

/** Derived once per version of the rounds (a RoundData is one version), as the device derives them. */
function perVersion<T>(make: (data: RoundData) => T): (data: RoundData) => T {
  const kept = new WeakMap<RoundData, T>();
  return (data) => {
    let value = kept.get(data);
    if (value === undefined) kept.set(data, (value = make(data)));
    return value;
  };
}

/** Each format's fastest counted round (the earliest of equal times): the rounds in memory carry no splits, so only its id is kept. */
const recordRoundIds = perVersion((data): Partial<Record<Format, number>> => {
  const fastest: Partial<Record<Format, UnrankedRound>> = {};
  for (const round of data.rounds) {
    const best = fastest[round.format];
    if (!best || compareRoundsByTime(round, best) < 0) fastest[round.format] = round;
  }
  return Object.fromEntries(FORMATS.flatMap((format) => (fastest[format] ? [[format, fastest[format].id]] : [])));
});

const teamsOf = perVersion((data): TeamIndex => teamIndex(data));

export function createUnfurlSubjects({ reader, roundIndex, leaderboard }: Pick<AppDeps, 'reader' | 'roundIndex' | 'leaderboard'>): UnfurlSubjects {
  let directory: { board: unknown; alts: number; value: PlayerDirectory } | null = null;

  /** Who each character counts as, as the player and Records pages have it: kept until an account or the leaderboard changes. */
  async function directoryNow(db: Db): Promise<PlayerDirectory> {
    const [{ board }, alts] = await Promise.all([leaderboard.current(), latestChangeOf(db, ['account', 'user'])]);
    if (directory?.board !== board || directory.alts !== alts) directory = { board, alts, value: playerDirectory(await listAlts(db), board.entries) };
    return directory.value;
  }

  return {
    async round(id) {
      const [counted] = await roundIndex.roundsNow([id]);
      if (!counted) {
        const stored = await reader<RoundsTableRow>('rounds').where({ id }).first('status');
        return stored?.status === 'held' ? { status: 'held' } : { status: 'missing' };
      }
      const { data } = await roundIndex.queryData();
      const recordId = recordRoundIds(data)[counted.format];
      const [record] = recordId === undefined ? [] : recordId === id ? [counted] : await listRoundsByIds(reader, [recordId]);
      return { status: 'counted', picture: roundPicture(counted, data, record ?? null) };
    },
    async player(name) {
      const [{ data }, found] = await Promise.all([roundIndex.queryData(), directoryNow(reader)]);
      return playerPicture(playerPage(data, found, { name, page: 0 }, teamsOf(data)));
    },
    async team(key) {
      const { data } = await roundIndex.queryData();
      return teamPicture(teamPage(data, teamsOf(data), key));
    },
    async records(format) {
      const [{ data }, found] = await Promise.all([roundIndex.queryData(), directoryNow(reader)]);
      return recordsPicture(recordsPageOf(data, found), format);
    },
  };
}

const recordsPages = new WeakMap<RoundData, { directory: PlayerDirectory; page: ReturnType<typeof recordsPage> }>();

/** The Records page of a version of the rounds, worked out again only when the rounds or who counts as whom change. */
function recordsPageOf(data: RoundData, directory: PlayerDirectory): ReturnType<typeof recordsPage> {
  const kept = recordsPages.get(data);
  if (kept?.directory === directory) return kept.page;
  const page = recordsPage(data, directory);
  recordsPages.set(data, { directory, page });
  return page;
}
