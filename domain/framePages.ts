/**
 * Where the build keeps a screen's prerendered page (scripts/prerender): a path's first segment names
 * it, so /details/12 opens on frames/details.html. A path without a page of its own gets index.html,
 * the shell alone.
 */
export function framePageFile(urlPath: string): string {
  const segment = urlPath.split('/')[1] ?? '';
  return `frames/${segment}.html`;
}

/** The home screen: the installed app starts on it, and / redirects to it (SPEC §1), on the server before any code loads and in the client router. */
export const HOME_PATH = '/round-times';
