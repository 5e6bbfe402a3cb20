import { describe, expect, it } from 'vitest';
import { screenShellFile, isAppPath } from '../../domain/screenShells';

describe('which paths the app answers with a page (the server and the service worker alike)', () => {
  it.each(['/round-times', '/leaderboard', '/details/12', '/replay/3', '/account', '/index.html', '/.hidden'])('%s is an app path', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each(['/api/v1/rounds/', '/api/v1/events', '/sw.js', '/sw.js.map', '/icons/icon-192.png', '/assets/start-abc.js', '/.well-known/security.txt'])('%s is not', (path) => {
    expect(isAppPath(path)).toBe(false);
  });

  it("names a screen's page by the path's first segment", () => {
    expect(screenShellFile('/details/12')).toBe('shells/details.html');
    expect(screenShellFile('/round-times')).toBe('shells/round-times.html');
  });
});
