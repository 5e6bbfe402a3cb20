/** The player and team pages' year of activity, from the rounds of the device's copy. */
import { FORMATS } from './constants';
import { activityCalendar, type ActivityCalendarData } from './activity';
import type { PlayerDirectory } from './player/directory';
import type { RoundData } from './roundList/data';
import { scopeRounds } from './scopeRounds';
import type { TeamIndex } from './teams/teamIndex';

export interface ActivityQuery {
  /** A team by its key, or a player by any of their names: every format and role. */
  of: { team: string } | { player: string };
  /** 52 weeks, or 26 on a phone. */
  weeks: number;
  /** The reader's day (YYYY-MM-DD) and zone: days are theirs. */
  today: string;
  timeZone: string;
}

export function activityOf(data: RoundData, teams: TeamIndex, directory: PlayerDirectory, query: ActivityQuery): ActivityCalendarData {
  const scope = 'team' in query.of ? query.of : { player: query.of.player, role: null };
  const dates = FORMATS.flatMap((format) => scopeRounds(data, teams, directory, scope, format, () => true).map((round) => round.round_date));
  return activityCalendar(dates, { today: query.today, weeks: query.weeks, timeZone: query.timeZone });
}
