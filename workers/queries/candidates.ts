import { playerSearchMatches } from '../../domain/account';
import { FORMATS } from '../../domain/constants';
import { sortPlayersByRole } from '../../domain/roles';
import { isComparisonCandidate } from '../../domain/waves';
import type { Round } from '../../domain/types';
import type { RoundData } from '../../domain/roundList/data';
import type { CompareCandidatesQuery } from '../../domain/dataWorker';

/**
 * The rounds a round can be compared with (SPEC §5), fastest first, the current round's format
 * before the other: a 5 man split is rarely what a leech team wants to measure itself against.
 */
export function queryCandidates(data: RoundData, query: CompareCandidatesQuery): { rounds: Round[]; total: number } {
  const found = playerSearchMatches(data.search, query.search);
  const order = data.sorted('round_time');
  const preferred = FORMATS.indexOf(query.format);
  const current = { id: query.excludeId };
  const rounds: Round[] = [];
  let total = 0;
  for (const sameFormat of [true, false]) {
    for (const index of order) {
      if ((data.formats[index] === preferred) !== sameFormat) continue;
      if (found !== null && found[index] !== 1) continue;
      const round = data.rounds[index]!;
      if (!isComparisonCandidate(current, round)) continue;
      total++;
      if (rounds.length < query.limit) {
        rounds.push({ ...round, rank: data.ranks[index]!, players: sortPlayersByRole(round.players, round.format) });
      }
    }
  }
  return { rounds, total };
}
