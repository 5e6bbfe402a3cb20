import { FORMATS, ROLES_BY_FORMAT } from '../../../domain/constants';
import { roleKey } from '../../../domain/roles';
import type { PersonalBests } from '../../../domain/types';
import type { PersonalBest, PersonalBestFilter } from './services/listPersonalBests';

/** Each asked-for format's roles, by the plugin's key for them ('main_attacker'), each with its best time or null. */
export function presentPersonalBests(bests: readonly PersonalBest[], { format, role }: PersonalBestFilter): PersonalBests {
  const answer: PersonalBests = {};
  for (const f of format ? [format] : FORMATS) {
    const roles = ROLES_BY_FORMAT[f].filter((r) => !role || r === role);
    if (role && roles.length === 0) continue;
    answer[f] = Object.fromEntries(roles.map((r) => [roleKey(r), { pb_time: bests.find((pb) => pb.format === f && pb.role === r)?.best ?? null }]));
  }
  return answer;
}
