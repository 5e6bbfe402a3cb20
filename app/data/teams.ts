import type { TeamAnswer, TeamsAnswer } from '../../domain/dataWorker';
import type { TeamQuery, TeamsQuery } from '../../domain/teams/types';
import { queryKeys } from './keys';
import type { Unversioned } from './query/asking';
import { notYet, type QueryState } from './query/queryState';
import { useWorkerQuery } from './query/useWorkerQuery';

/** A page of a format's Teams list from the device's copy; none before its first sync are still on the way. */
export function useTeams(query: TeamsQuery): QueryState<Unversioned<TeamsAnswer>> {
  const teams = useWorkerQuery(queryKeys.teams(query), (worker) => worker.teams(query));
  return notYet(teams, (answer) => answer.total === 0 && !answer.synced);
}

/** A team's page from the device's copy; a team it lacks before its first sync is still on the way. */
export function useTeam(query: TeamQuery): QueryState<Unversioned<TeamAnswer>> {
  const team = useWorkerQuery(queryKeys.team(query), (worker) => worker.team(query));
  return notYet(team, (answer) => answer.team === null && !answer.synced);
}
