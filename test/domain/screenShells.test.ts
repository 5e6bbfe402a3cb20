import { describe, expect, it } from 'vitest';
import { firstVisitScreen, roundIdParam, screenShellFile, isAppPath } from '../../domain/screenShells';

describe('which paths the app answers with a page (the server and the service worker alike)', () => {
  it.each(['/round-times', '/leaderboard', '/details/12', '/replay/3', '/account', '/index.html', '/.hidden'])('%s is an app path', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each(['/api/v1/rounds/', '/api/v1/events', '/og/round/12.png', '/og/team/a,b', '/sw.js', '/sw.js.map', '/icons/icon-192.png', '/assets/start-abc.js', '/.well-known/security.txt'])('%s is not', (path) => {
    expect(isAppPath(path)).toBe(false);
  });

  it("names a screen's page by the path's first segment", () => {
    expect(screenShellFile('/details/12')).toBe('shells/details.html');
    expect(screenShellFile('/round-times')).toBe('shells/round-times.html');
  });

  it('renders a first visit with its data for Round Times, the Leaderboard and a replay, and for no other path', () => {
    expect(['/round-times', '/leaderboard', '/replay/12', '/replay/x'].map(firstVisitScreen)).toEqual(['roundTimes', 'leaderboard', 'replay', 'replay']);
    expect(['/records', '/details/12', '/replay/', '/replay/12/more', '/round-times/', '/leaderboard/x'].map(firstVisitScreen)).toEqual([null, null, null, null, null, null]);
  });

  it("reads an address's round id, or 0 where it names none", () => {
    expect(['12', '0', '-3', '1.5', 'x', ''].map(roundIdParam)).toEqual([12, 0, 0, 0, 0, 0]);
  });
});
