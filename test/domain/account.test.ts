import { describe, expect, it } from 'vitest';
import {
  REGION_LABELS,
  altsLookup,
  altsOf,
  isRegion,
  maskUuid,
  matchesPlayerSearch,
  playerSearchIndex,
  playerSearchMatches,
  regionLabel,
} from '../../domain/account';

describe('maskUuid', () => {
  it('shows the first and last four characters of a key', () => {
    const key = '123e4567-e89b-12d3-a456-426614174000';
    const masked = maskUuid(key);
    expect(masked).toBe(`123e${'•'.repeat(28)}4000`);
    expect(masked).toHaveLength(key.length);
  });

  it('hides a single middle character', () => {
    expect(maskUuid('abcdXwxyz')).toBe('abcd•wxyz');
  });

  it.each([
    ['', ''],
    ['abc', '•••'],
    ['abcdwxyz', '••••••••'],
  ])('masks %j whole as %j', (key, masked) => {
    expect(maskUuid(key)).toBe(masked);
  });
});

describe('regions', () => {
  it('labels each region', () => {
    expect(REGION_LABELS).toEqual({ NA: 'North America', EU: 'Europe', OTHER: 'Other' });
    expect(regionLabel('NA')).toBe('North America');
    expect(regionLabel('EU')).toBe('Europe');
    expect(regionLabel('OTHER')).toBe('Other');
  });

  it.each([null, undefined, '', 'APAC', 'na', 'toString'])('labels %j as Other', (region) => {
    expect(regionLabel(region)).toBe('Other');
  });

  it('recognises exactly the three region codes', () => {
    expect(['NA', 'EU', 'OTHER'].every(isRegion)).toBe(true);
    for (const value of ['eu', 'Europe', '', null, undefined, 1]) expect(isRegion(value)).toBe(false);
  });
});

describe('matchesPlayerSearch', () => {
  const names = ['Iron Bob', 'Bobby Tables'];

  it('matches a substring of any name in any case', () => {
    expect(matchesPlayerSearch(names, 'bob')).toBe(true);
    expect(matchesPlayerSearch(names, 'TABLES')).toBe(true);
    expect(matchesPlayerSearch(names, 'n b')).toBe(true);
    expect(matchesPlayerSearch(names, 'alice')).toBe(false);
    expect(matchesPlayerSearch([], 'bob')).toBe(false);
  });

  it('ignores spaces around the query', () => {
    expect(matchesPlayerSearch(names, '  tables ')).toBe(true);
  });

  it.each(['', '   '])('lets a blank query %j match everyone', (query) => {
    expect(matchesPlayerSearch(names, query)).toBe(true);
    expect(matchesPlayerSearch([], query)).toBe(true);
  });
});

describe('playerSearchMatches', () => {
  const lists = [['Iron Bob', 'Bobby Tables'], [], ['Alice'], ['bob'], ['Tables Turned', 'Ann']];
  const index = playerSearchIndex(lists);

  it('marks each list that matchesPlayerSearch would match, in one pass', () => {
    for (const query of ['bob', 'TABLES', 'n b', '  tables ', 'alice', 'a', 'ann', 'nobody', 'bob bobby', 'd\nann']) {
      const hits = playerSearchMatches(index, query);
      expect(hits && [...hits], query).toEqual(lists.map((names) => (matchesPlayerSearch(names, query) ? 1 : 0)));
    }
    expect([...playerSearchMatches(index, 'bob')!]).toEqual([1, 0, 0, 1, 0]);
  });

  it('never matches across two names or two lists', () => {
    expect([...playerSearchMatches(index, 'bob\nbobby')!]).toEqual([0, 0, 0, 0, 0]);
    expect([...playerSearchMatches(index, 'ebob')!]).toEqual([0, 0, 0, 0, 0]);
    expect([...playerSearchMatches(index, 'bobbobby')!]).toEqual([0, 0, 0, 0, 0]);
  });

  it('marks every list a shared name appears in, in any case', () => {
    const shared = playerSearchIndex([['Zed'], ['Amy', 'ZED'], ['Amy'], ['zed', 'Zed']]);
    expect([...playerSearchMatches(shared, 'zed')!]).toEqual([1, 1, 0, 1]);
    expect([...playerSearchMatches(shared, 'M')!]).toEqual([0, 1, 1, 0]);
    expect(shared.names).toEqual(['zed', 'amy']);
  });

  it.each(['', '  '])('gives null for the blank query %j: everyone matches', (query) => {
    expect(playerSearchMatches(index, query)).toBeNull();
  });

  it('handles an empty index', () => {
    expect([...playerSearchMatches(playerSearchIndex([]), 'bob')!]).toEqual([]);
  });
});

describe('altsOf', () => {
  const lookup = altsLookup({ 'Iron Bob': ['Bob Alt', 'Bob Pure'], 'Bob Alt': ['Iron Bob', 'Bob Pure'] });

  it('finds a character’s alts in any case of its name', () => {
    expect(altsOf(lookup, 'Iron Bob')).toEqual(['Bob Alt', 'Bob Pure']);
    expect(altsOf(lookup, 'iRON bOB')).toEqual(['Bob Alt', 'Bob Pure']);
    expect(altsOf(lookup, 'bob alt')).toEqual(['Iron Bob', 'Bob Pure']);
  });

  it('gives no alts to an unlinked name', () => {
    expect(altsOf(lookup, 'Bob Pure')).toEqual([]);
    expect(altsOf(altsLookup({}), 'Iron Bob')).toEqual([]);
  });
});
