import { dataVersion, roundsVersionOf, syncState, type BaTimesDb, type SyncState } from '../baTimesDb';
import { loadAlts } from './alts';
import { loadBoardData } from './leaderboardData';
import { deriveRoundData } from '../../domain/roundList/data';
import { loadRoundData } from './roundData';
import { queryRoundList } from '../../domain/roundList/query';
import { queryCandidates } from './candidates';
import type { ScreenQueries } from '../../domain/dataWorker';
import type { FirstVisitData } from '../../domain/screenShells';
import { type RoundListQuery, type RoundPage } from '../../domain/roundList/types';
import { queryKey } from '../../domain/queryKey';
import { versioned } from './cache';
import type { ServerPages } from './serverPages';
import { savedFirstPage } from './savedFirstPage';
import type { LeaderboardQuery, LeaderboardScope } from '../../domain/leaderboardList/types';
import type { BoardData } from '../../domain/leaderboardList/data';
import { queryLeaderboard } from '../../domain/leaderboardList/query';
import { playerPage } from '../../domain/player/playerPage';
import { playerSplits } from '../../domain/player/waveSplits';
import { recordRoundIds, recordsPage } from '../../domain/player/records';
import { suggestPlayers } from '../../domain/player/suggestions';
import { PAGE_SIZE, perFormat } from '../../domain/constants';
import { pageRange } from '../../domain/roundList/paging';
import { roundRow } from '../../domain/roundList/row';
import { teamRows, teamsOf } from '../../domain/teams/teams';
import { teamIndex } from '../../domain/teams/teamIndex';
import { followFeed } from '../../domain/feed';
import { teamPage } from '../../domain/teams/teamPage';
import { waveRecords, worldRecordRound } from '../../domain/waveRecords';
import { loadPlayerDirectory } from './players';
import { queryLive } from './live';
import { formatReferences, roundTimeLoss } from '../../domain/roundTimeLoss';
import { bottlenecksOf } from '../../domain/bottleneckPages';
import { planFor } from '../../domain/planQueries';
import { activityOf } from '../../domain/activityPage';

/**
 * The screens' queries over the local database. Each call reads the data version (one cheap get) and
 * rebuilds what it derives from the stored rows only when that version moved; what comes from the
 * rounds alone, only when they did. Until the device holds a complete copy, Round Times' rows come
 * from `serverPage`, asked once per query while the rounds stay as they are. Once it does, the
 * opening page is kept as worked out, for the next start at the same version.
 */
export function createScreenQueries(db: BaTimesDb, serverPage?: ServerPages): ScreenQueries {
  const rounds = versioned(() => loadRoundData(db));
  const opening = savedFirstPage(db);
  const alts = versioned(() => loadAlts(db));
  const directory = versioned(() => loadPlayerDirectory(db));
  // Wave records move only with the rounds: worked out once per version of them.
  const recordsToCompare = versioned(async () => {
    const { rounds: all } = await copiedRounds(await syncState(db));
    return { waveRecords: waveRecords(all), worldRecords: perFormat((format) => worldRecordRound(all, format)) };
  });
  // The top ten's medians and the world record's splits move only with the rounds.
  const references = versioned(async (roundsVersion) => formatReferences((await rounds(roundsVersion)).rounds));
  // The records move only with the rounds and the directory: worked out once per data version.
  const records = versioned(async (version) => {
    const state = await syncState(db);
    return recordsPage(await copiedRounds(state), await directory(version));
  });
  // The rounds' teams, and each format's Teams list, move only with the rounds: worked out once per version of them, when first asked.
  const teams = versioned(async (roundsVersion) => teamIndex(await rounds(roundsVersion)));
  const teamLists = versioned(async (roundsVersion) => teamsOf(await rounds(roundsVersion), await teams(roundsVersion)));
  const boards = new Map<LeaderboardScope, (version: number) => Promise<BoardData | null>>();
  const boardOf = (scope: LeaderboardScope, version: number): Promise<BoardData | null> => {
    let board = boards.get(scope);
    if (!board) {
      board = versioned(async (at) => loadBoardData(db, scope, await alts(at)));
      boards.set(scope, board);
    }
    return board(version);
  };

  let asked: { roundsVersion: number; pages: Map<string, Promise<RoundPage | null>> } = { roundsVersion: -1, pages: new Map() };
  // The last page the server answered for each query: it stands while the server cannot be reached,
  // so rows a screen showed stay when the connection goes.
  const answered = new Map<string, RoundPage>();
  const askServer = async (roundsVersion: number, query: RoundListQuery): Promise<RoundPage | null> => {
    if (asked.roundsVersion !== roundsVersion) asked = { roundsVersion, pages: new Map() };
    const key = queryKey(query);
    let page = asked.pages.get(key);
    if (!page) {
      page = serverPage!(query);
      asked.pages.set(key, page);
      // A question that got no answer (offline) is asked again next time.
      const forget = () => void asked.pages.delete(key);
      page.then((answer) => (answer ? answered.set(key, answer) : forget()), forget);
    }
    return (await page) ?? answered.get(key) ?? null;
  };

  // The Leaderboard's first page as a first visit's page came with it: it stands until the board is stored.
  let firstLeaderboard: FirstVisitData['leaderboard'] | null = null;
  const beforeBoard = (query: LeaderboardQuery) =>
    firstLeaderboard && queryKey(query) === queryKey(firstLeaderboard.query) ? { rows: firstLeaderboard.rows, total: firstLeaderboard.total } : { rows: [], total: 0 };

  // Until the device holds a complete copy it has no cursor, and no round of a copy under way is shown.
  const noRounds = deriveRoundData([]);
  const copiedRounds = (state: SyncState) => (state.cursor === null ? Promise.resolve(noRounds) : rounds(roundsVersionOf(state)));
  const noTeams = teamIndex(noRounds);
  const copiedTeams = (state: SyncState) => (state.cursor === null ? Promise.resolve(noTeams) : teams(roundsVersionOf(state)));
  const noReferences = formatReferences([]);
  const copiedReferences = (state: SyncState) => (state.cursor === null ? Promise.resolve(noReferences) : references(roundsVersionOf(state)));

  return {
    async roundList(query) {
      const state = await syncState(db);
      const { version } = state;
      // A day is counted in the reader's zone, which the server's pages are not: it waits for the copy.
      if (state.cursor === null && serverPage && !query.between) {
        const page = await askServer(roundsVersionOf(state), query);
        if (page) return { ...page, version, synced: true };
      }
      const synced = state.cursor !== null;
      const saved = synced ? await opening.read(query, version) : null;
      if (saved) return { ...saved, version, synced };
      const [data, altsLookup] = await Promise.all([copiedRounds(state), alts(version)]);
      const page = queryRoundList(data, altsLookup, query);
      if (synced) await opening.keep(query, version, page).catch((err: unknown) => console.warn('the opening page was not kept', err));
      return { ...page, version, synced };
    },
    async leaderboard(query) {
      const version = await dataVersion(db);
      const board = await boardOf(query.region, version);
      // No stored copy of this scope yet: the app fetches it, and the version moves.
      if (!board) return { ...beforeBoard(query), version };
      return { ...queryLeaderboard(board, query), version };
    },
    async compareCandidates(query) {
      const state = await syncState(db);
      return { ...queryCandidates(await copiedRounds(state), query), version: state.version, synced: state.cursor !== null };
    },
    async playerPage(query) {
      const state = await syncState(db);
      const [data, players, teamsOfRounds] = await Promise.all([copiedRounds(state), directory(state.version), copiedTeams(state)]);
      return { ...playerPage(data, players, query, teamsOfRounds), version: state.version, synced: state.cursor !== null };
    },
    async playerSplits(query) {
      const state = await syncState(db);
      const [data, players] = await Promise.all([copiedRounds(state), directory(state.version)]);
      return { ...playerSplits(data, players, query), version: state.version, synced: state.cursor !== null };
    },
    async records() {
      const state = await syncState(db);
      return { ...(await records(state.version)), version: state.version, synced: state.cursor !== null };
    },
    async teams(query) {
      const state = await syncState(db);
      const synced = state.cursor !== null;
      if (!synced) return { rows: [], total: 0, version: state.version, synced };
      const [data, lists] = await Promise.all([rounds(roundsVersionOf(state)), teamLists(roundsVersionOf(state))]);
      const list = lists[query.format];
      const { start, end } = pageRange(query.page, PAGE_SIZE);
      return { rows: teamRows(data, list, start, end), total: list.count, version: state.version, synced };
    },
    async team(query) {
      const state = await syncState(db);
      const [data, altsLookup, teamsOfRounds] = await Promise.all([copiedRounds(state), alts(state.version), copiedTeams(state)]);
      const page = teamPage(data, teamsOfRounds, query.key);
      const { start, end } = pageRange(query.page, PAGE_SIZE);
      const team = page && {
        key: page.key,
        formats: page.formats.map((played) => ({
          ...played,
          rounds: { rows: played.rounds.slice(start, end).map((index) => roundRow(data, altsLookup, index, null)), total: played.rounds.length },
        })),
      };
      return { team, version: state.version, synced: state.cursor !== null };
    },
    async feed(followed, only) {
      const state = await syncState(db);
      if (state.cursor === null) return { events: [], version: state.version, synced: false };
      const [data, players, teamsOfRounds, page] = await Promise.all([rounds(roundsVersionOf(state)), directory(state.version), teams(roundsVersionOf(state)), records(state.version)]);
      return { events: followFeed(data, players, teamsOfRounds, recordRoundIds(page), followed, only), version: state.version, synced: true };
    },
    async playerSuggestions(search) {
      return suggestPlayers(await copiedRounds(await syncState(db)), search);
    },
    async recordsToCompare() {
      const state = await syncState(db);
      return { ...(await recordsToCompare(roundsVersionOf(state))), synced: state.cursor !== null };
    },
    async roundTimeLoss(query) {
      const state = await syncState(db);
      const [data, teamsOfRounds, measuredBy] = await Promise.all([copiedRounds(state), copiedTeams(state), copiedReferences(state)]);
      return { loss: roundTimeLoss(data, teamsOfRounds, measuredBy, query), synced: state.cursor !== null };
    },
    async bottlenecks(query) {
      const state = await syncState(db);
      const [data, teamsOfRounds, players, measuredBy] = await Promise.all([copiedRounds(state), copiedTeams(state), directory(state.version), copiedReferences(state)]);
      return { ...bottlenecksOf(data, teamsOfRounds, players, measuredBy, query), synced: state.cursor !== null };
    },
    async plan(query) {
      const state = await syncState(db);
      const [data, teamsOfRounds, players, measuredBy] = await Promise.all([copiedRounds(state), copiedTeams(state), directory(state.version), copiedReferences(state)]);
      return { ...planFor(data, teamsOfRounds, players, measuredBy, query), synced: state.cursor !== null };
    },
    async activity(query) {
      const state = await syncState(db);
      const [data, teamsOfRounds, players] = await Promise.all([copiedRounds(state), copiedTeams(state), directory(state.version)]);
      return { calendar: activityOf(data, teamsOfRounds, players, query), synced: state.cursor !== null };
    },
    async live(query) {
      const state = await syncState(db);
      const [data, teamsOfRounds, altsLookup] = await Promise.all([copiedRounds(state), copiedTeams(state), alts(state.version)]);
      return { ...queryLive(data, teamsOfRounds, altsLookup, query), synced: state.cursor !== null };
    },
    dataVersion: () => dataVersion(db),
    firstVisit(data) {
      if (data.roundTimes) answered.set(queryKey(data.roundTimes.query), data.roundTimes.page);
      firstLeaderboard = data.leaderboard ?? null;
    },
    primeRounds(version, all) {
      rounds.prime(version, () => deriveRoundData(all));
    },
  };
}
