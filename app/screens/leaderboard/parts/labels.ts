import { DEFAULT_ROLE_TIME_SECONDS, FIVE_MAN_WEIGHTS, FORMAT_LABELS, LEADERBOARD_ROLES_BY_FORMAT, SUB_TIME_THRESHOLD, type LeaderboardFormat } from '../../../../domain/constants';

/** Whole minutes and seconds ('10:00'): the thresholds and the default are whole seconds, so no tenths. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const averageTitle = (format: LeaderboardFormat): string => (format === 'five_man' ? 'Weighted Average' : 'Average Time');

export const subRunsTitle = (format: LeaderboardFormat): string => `Sub ${clock(SUB_TIME_THRESHOLD[format])} runs`;

/** The expanded row's column, capitalised as SPEC §2 writes it there. */
export const roleSubRunsTitle = (format: LeaderboardFormat): string => `Sub ${clock(SUB_TIME_THRESHOLD[format])} Runs`;

export const rolesHeading = (format: LeaderboardFormat): string => `${FORMAT_LABELS[format]} Roles`;

/** One sentence on how the time column is computed, built from the same constants the averages use. */
export function averageExplanation(format: LeaderboardFormat): string {
  const fallback = `a role never played counts as ${clock(DEFAULT_ROLE_TIME_SECONDS)}`;
  if (format === 'leech') {
    const roles = LEADERBOARD_ROLES_BY_FORMAT.leech;
    return `The mean of the player's best ${roles.slice(0, -1).join(', ')} and ${roles.at(-1)} times, where ${fallback}.`;
  }
  const weights = LEADERBOARD_ROLES_BY_FORMAT.five_man.map((role) => `${role} ×${FIVE_MAN_WEIGHTS[role]}`).join(', ');
  return `The player's best time in each role, weighted ${weights}, where ${fallback}.`;
}
