import type { Region } from '../../../../domain/constants';
import type { PreparedAnswer } from '../../../http/respond';
import { leaderboardAnswer } from '../leaderboardAnswer';
import type { LeaderboardCache } from '../leaderboardCache';
import { filterLeaderboardByRegion } from './filterLeaderboardByRegion';

/**
 * Each region's answer, made at a change cursor. Its ETag names the content: a change that moves no
 * one (a teammate's copy of a round already counted) keeps the answer already compressed, and a
 * revalidation still gets a 304. Compared by ETag, which a new answer computes anyway: comparing
 * the JSON first would cost a copy of both texts each version.
 */
export function createLeaderboardAnswers(leaderboard: LeaderboardCache): (region: Region | undefined) => Promise<PreparedAnswer> {
  const made = new Map<string, { cursor: number; answer: PreparedAnswer }>();
  return async (region) => {
    const { cursor, board } = await leaderboard.current();
    const key = region ?? '';
    let last = made.get(key);
    if (last?.cursor !== cursor) {
      const answer = leaderboardAnswer(filterLeaderboardByRegion(board, region));
      last = { cursor, answer: last?.answer.etag === answer.etag ? last.answer : answer };
      made.set(key, last);
    }
    return last.answer;
  };
}
