import { ROLES, ROLES_BY_FORMAT, perFormat } from './constants';
import type { Format, Role } from './constants';

/** Each role's place in its format's team order. */
export const ROLE_INDEX = perFormat((format): ReadonlyMap<string, number> => new Map(ROLES_BY_FORMAT[format].map((role, index) => [role, index])));

export function rolesOf(format: Format): readonly Role[] {
  return ROLES_BY_FORMAT[format];
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isRoleOfFormat(role: string, format: Format): boolean {
  return (ROLES_BY_FORMAT[format] as readonly string[]).includes(role);
}

/** A new array in the format's role order; roles foreign to the format go last; ties keep input order. */
export function sortPlayersByRole<T extends { role: string; character_name: string }>(
  players: readonly T[],
  format: Format,
): T[] {
  const order: readonly string[] = ROLES_BY_FORMAT[format];
  const position = (role: string): number => {
    const index = order.indexOf(role);
    return index === -1 ? order.length : index;
  };
  return [...players].sort((a, b) => position(a.role) - position(b.role));
}

export type RoleColorName = 'red' | 'amber' | 'green' | 'blue';

/** Mid-tone hexes: at least 4:1 contrast against both white and a #121212 dark surface. */
export const ROLE_COLORS: Record<Role, { name: RoleColorName; hex: string }> = {
  'Main Attacker': { name: 'red', hex: '#e03e3e' },
  '2nd Attacker': { name: 'red', hex: '#e03e3e' },
  Attacker: { name: 'red', hex: '#e03e3e' },
  Collector: { name: 'amber', hex: '#b36b00' },
  Healer: { name: 'green', hex: '#218c3c' },
  '2nd Healer': { name: 'green', hex: '#218c3c' },
  'Main Healer': { name: 'green', hex: '#218c3c' },
  Defender: { name: 'blue', hex: '#3478e0' },
};

const ROLE_KEYS: Record<Role, string> = {
  'Main Attacker': 'main_attacker',
  '2nd Attacker': '2nd_attacker',
  Attacker: 'attacker',
  Healer: 'healer',
  '2nd Healer': '2nd_healer',
  'Main Healer': 'main_healer',
  Collector: 'collector',
  Defender: 'defender',
};

const ROLES_BY_KEY = new Map<string, Role>(ROLES.map((role) => [ROLE_KEYS[role], role]));

/** The snake-case key the API uses for a role. */
export function roleKey(role: Role): string {
  return ROLE_KEYS[role];
}

export function roleFromKey(key: string): Role | null {
  return ROLES_BY_KEY.get(key) ?? null;
}
