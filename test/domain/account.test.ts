import { describe, expect, it } from 'vitest';
import { REGION_LABELS, isRegion, maskUuid, matchesPlayerSearch, regionLabel } from '../../domain/account';

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
