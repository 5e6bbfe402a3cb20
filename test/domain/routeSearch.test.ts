import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import { DEFAULT_LEADERBOARD_QUERY } from '../../domain/leaderboardList/types';
import { DEFAULT_ROUND_LIST_QUERY } from '../../domain/roundList/types';
import { leaderboardQueryOf, leaderboardSearch, planSearch, roundListQueryOf, roundTimesSearch, withPageReset } from '../../domain/routeSearch';

/** An address's query string as the app's router, and the server rendering a first visit, read it. */
const roundsAt = (search: string) => roundListQueryOf(roundTimesSearch.parse(defaultParseSearch(search)));
const standingsAt = (search: string) => leaderboardQueryOf(leaderboardSearch.parse(defaultParseSearch(search)));

describe('the list an address asks for', () => {
  it('is the default list for a bare address', () => {
    expect(roundsAt('')).toEqual(DEFAULT_ROUND_LIST_QUERY);
    expect(standingsAt('')).toEqual(DEFAULT_LEADERBOARD_QUERY);
  });

  it('reads what a form sent without the app: its choices, a page from 1, and "all" as no filter', () => {
    expect(roundsAt('?format=leech&search=Ahab&expand=all&pbs=1&page=3')).toEqual({ ...DEFAULT_ROUND_LIST_QUERY, format: 'leech', search: 'Ahab', pbsOnly: true, page: 2 });
    expect(roundsAt('?format=all&search=&sortBy=round_date&order=desc')).toEqual({ ...DEFAULT_ROUND_LIST_QUERY, sortBy: 'round_date', order: 'desc' });
    expect(standingsAt('?format=leech&region=all&search=Ahab&page=2')).toEqual({ ...DEFAULT_LEADERBOARD_QUERY, format: 'leech', search: 'Ahab', page: 1 });
    expect(standingsAt('?region=EU')).toEqual({ ...DEFAULT_LEADERBOARD_QUERY, region: 'EU' });
  });

  it('keeps a name of digits, which a form sends unquoted, as the name it is', () => {
    expect(roundsAt('?search=1234').search).toBe('1234');
    expect(standingsAt('?search=007').search).toBe('007');
  });

  it('falls back to the default for a value it cannot read, leaving the rest', () => {
    expect(roundsAt('?format=trio&page=0&pbs=yes&search=Ahab')).toEqual({ ...DEFAULT_ROUND_LIST_QUERY, search: 'Ahab' });
    expect(standingsAt(`?page=-2&sortBy=speed&search=${'x'.repeat(65)}`)).toEqual(DEFAULT_LEADERBOARD_QUERY);
  });
});

describe('a change of view', () => {
  it('starts another list on its first page, and keeps the page when it only opens rows or moves page', () => {
    expect(withPageReset<{ page: number; expandAll: boolean; search: string }>({ search: 'Ahab' })).toEqual({ search: 'Ahab', page: 0 });
    expect(withPageReset<{ page: number; expandAll: boolean }>({ expandAll: true })).toEqual({ expandAll: true });
    expect(withPageReset<{ page: number; expandAll: boolean }>({ page: 4 })).toEqual({ page: 4 });
  });
});

describe('a query string from anywhere', () => {
  it('reads only the values it knows, whatever else the address holds', () => {
    const hostile = { format: ['leech'], search: { name: 'Ahab' }, page: 2.5, pbs: '1', day: '2026-1-1', __proto__: { format: 'leech' }, extra: 'x' };
    expect(roundTimesSearch.parse(hostile)).toEqual({});
    expect(roundTimesSearch.parse(null)).toEqual({});
    expect(roundTimesSearch.parse('format=leech')).toEqual({});
  });

  it('keeps a plan\'s target within its bounds and a team name of digits as the name it is', () => {
    expect(planSearch.parse(defaultParseSearch('?target=299&team=1234&player=Ahab'))).toEqual({ team: '1234', player: 'Ahab' });
    expect(planSearch.parse(defaultParseSearch('?target=600&format=wave'))).toEqual({ target: 600 });
    expect(planSearch.parse(defaultParseSearch(`?team=${'t'.repeat(201)}&target=3600`))).toEqual({ target: 3600 });
  });
});

describe('a reading laid over the raw query string', () => {
  it('names every field, so a value it cannot read does not show through from the address', () => {
    const read = roundTimesSearch.parse(defaultParseSearch('?format=all&search=Ahab'));
    expect(Object.keys(read).sort()).toEqual(['day', 'expand', 'format', 'order', 'page', 'pbs', 'search', 'sortBy']);
    expect({ ...defaultParseSearch('?format=all&search=Ahab'), ...read }).toMatchObject({ format: undefined, search: 'Ahab' });
  });
});
