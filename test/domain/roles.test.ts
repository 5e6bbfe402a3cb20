import { describe, expect, it } from 'vitest';
import { LEADERBOARD_ROLES_BY_FORMAT, ROLES } from '../../domain/constants';
import {
  ROLE_COLORS,
  isRole,
  isRoleOfFormat,
  roleFromKey,
  roleKey,
  rolesOf,
  sortPlayersByRole,
} from '../../domain/roles';

describe('role lists', () => {
  it('lists each format in team order', () => {
    expect(rolesOf('five_man')).toEqual(['Main Attacker', '2nd Attacker', 'Healer', 'Collector', 'Defender']);
    expect(rolesOf('leech')).toEqual(['Attacker', 'Collector', 'Healer', 'Defender']);
    expect(rolesOf('duo_heal')).toEqual(['Attacker', '2nd Healer', 'Main Healer', 'Collector', 'Defender']);
  });

  it('puts Healer before Collector on the leech leaderboard', () => {
    expect(LEADERBOARD_ROLES_BY_FORMAT.five_man).toEqual(['Main Attacker', '2nd Attacker', 'Healer', 'Collector', 'Defender']);
    expect(LEADERBOARD_ROLES_BY_FORMAT.leech).toEqual(['Attacker', 'Healer', 'Collector', 'Defender']);
  });

  it('knows which roles belong to which format', () => {
    expect(isRoleOfFormat('Main Attacker', 'five_man')).toBe(true);
    expect(isRoleOfFormat('2nd Attacker', 'five_man')).toBe(true);
    expect(isRoleOfFormat('Attacker', 'five_man')).toBe(false);
    expect(isRoleOfFormat('Attacker', 'leech')).toBe(true);
    expect(isRoleOfFormat('Main Attacker', 'leech')).toBe(false);
    expect(isRoleOfFormat('2nd Attacker', 'leech')).toBe(false);
    for (const role of ['Healer', 'Collector', 'Defender']) {
      expect(isRoleOfFormat(role, 'five_man')).toBe(true);
      expect(isRoleOfFormat(role, 'leech')).toBe(true);
    }
    expect(isRoleOfFormat('healer', 'leech')).toBe(false);
    for (const role of ['Attacker', '2nd Healer', 'Main Healer', 'Collector', 'Defender']) expect(isRoleOfFormat(role, 'duo_heal')).toBe(true);
    for (const role of ['Healer', 'Main Attacker', '2nd Attacker']) expect(isRoleOfFormat(role, 'duo_heal')).toBe(false);
    expect(isRoleOfFormat('2nd Healer', 'five_man')).toBe(false);
  });

  it('recognises exactly the eight role names', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const value of ['', 'healer', 'Main attacker', 'Scroller', ' Healer']) expect(isRole(value)).toBe(false);
  });
});

describe('sortPlayersByRole', () => {
  const player = (character_name: string, role: string) => ({ character_name, role });

  it('orders a five-man team by role', () => {
    const team = [
      player('d', 'Defender'),
      player('c', 'Collector'),
      player('m', 'Main Attacker'),
      player('h', 'Healer'),
      player('s', '2nd Attacker'),
    ];
    expect(sortPlayersByRole(team, 'five_man').map((p) => p.character_name)).toEqual(['m', 's', 'h', 'c', 'd']);
  });

  it('orders a leech team with Collector before Healer', () => {
    const team = [player('h', 'Healer'), player('d', 'Defender'), player('c', 'Collector'), player('a', 'Attacker')];
    expect(sortPlayersByRole(team, 'leech').map((p) => p.character_name)).toEqual(['a', 'c', 'h', 'd']);
  });

  it('orders a duo heal team as the plugin lists it: Attacker, 2nd Healer, Main Healer, Collector, Defender', () => {
    const team = [player('d', 'Defender'), player('m', 'Main Healer'), player('c', 'Collector'), player('s', '2nd Healer'), player('a', 'Attacker')];
    expect(sortPlayersByRole(team, 'duo_heal').map((p) => p.character_name)).toEqual(['a', 's', 'm', 'c', 'd']);
  });

  it('puts foreign roles last and keeps input order among equals', () => {
    const team = [
      player('x', 'Main Attacker'),
      player('h1', 'Healer'),
      player('y', 'Mystery'),
      player('a', 'Attacker'),
      player('h2', 'Healer'),
    ];
    expect(sortPlayersByRole(team, 'leech').map((p) => p.character_name)).toEqual(['a', 'h1', 'h2', 'x', 'y']);
  });

  it('returns a new array and leaves the input alone', () => {
    const team = [player('d', 'Defender'), player('h', 'Healer')];
    const sorted = sortPlayersByRole(team, 'leech');
    expect(sorted).not.toBe(team);
    expect(team.map((p) => p.character_name)).toEqual(['d', 'h']);
    expect(sorted[0]).toBe(team[1]);
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('ROLE_COLORS', () => {
  it('colours attackers red, Collector amber, Healer green, Defender blue', () => {
    expect(ROLE_COLORS['Main Attacker'].name).toBe('red');
    expect(ROLE_COLORS['2nd Attacker'].name).toBe('red');
    expect(ROLE_COLORS.Attacker.name).toBe('red');
    expect(ROLE_COLORS.Collector.name).toBe('amber');
    expect(ROLE_COLORS.Healer.name).toBe('green');
    expect(ROLE_COLORS['2nd Healer'].name).toBe('green');
    expect(ROLE_COLORS['Main Healer'].name).toBe('green');
    expect(ROLE_COLORS.Defender.name).toBe('blue');
  });

  it('gives one hex per colour name and four distinct hexes', () => {
    expect(ROLE_COLORS['2nd Attacker'].hex).toBe(ROLE_COLORS['Main Attacker'].hex);
    expect(ROLE_COLORS.Attacker.hex).toBe(ROLE_COLORS['Main Attacker'].hex);
    expect(ROLE_COLORS['2nd Healer'].hex).toBe(ROLE_COLORS.Healer.hex);
    expect(ROLE_COLORS['Main Healer'].hex).toBe(ROLE_COLORS.Healer.hex);
    const hexes = new Set(ROLES.map((role) => ROLE_COLORS[role].hex));
    expect(hexes.size).toBe(4);
  });

  it.each(ROLES)('%s reads on light and dark backgrounds', (role) => {
    const { hex } = ROLE_COLORS[role];
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4);
    expect(contrast(hex, '#121212')).toBeGreaterThanOrEqual(4);
  });
});

describe('role keys', () => {
  it.each([
    ['Main Attacker', 'main_attacker'],
    ['2nd Attacker', '2nd_attacker'],
    ['Attacker', 'attacker'],
    ['Healer', 'healer'],
    ['2nd Healer', '2nd_healer'],
    ['Main Healer', 'main_healer'],
    ['Collector', 'collector'],
    ['Defender', 'defender'],
  ] as const)('%s ↔ %s', (role, key) => {
    expect(roleKey(role)).toBe(key);
    expect(roleFromKey(key)).toBe(role);
  });

  it.each(['', 'Healer', 'HEALER', 'main attacker', 'second_attacker', 'toString'])(
    'has no role for %j',
    (key) => {
      expect(roleFromKey(key)).toBeNull();
    },
  );
});
