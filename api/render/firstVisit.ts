import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { FIRST_VISIT_DATA_ID, firstVisitScreen, screenShellFile, type FirstVisitData, type FirstVisitScreen } from '../../domain/screenShells';

/** The renderer the build makes beside the app (scripts/prerender): two folders up is the project, from the sources as from the server's bundle. */
const RENDERER_FILE = path.resolve(import.meta.dirname, '..', '..', 'build', 'render', 'renderScreenShell.js');

interface Renderer {
  /** The page's address read as the app's router reads it, each value parsed as it would be. */
  parseSearch(search: string): Record<string, unknown>;
  renderFirstVisit(url: string, data: FirstVisitData): Promise<string>;
}

/** A first visit's page: the HTML with its first rows, or null where the shell answers instead. */
export type FirstVisitPages = (path: string, search: string) => Promise<string | null>;

/** A screen's first data for an address: its path, and its query string parsed as the client reads it. */
export type FirstVisitRows = (address: { path: string; search: Record<string, unknown> }) => Promise<FirstVisitData>;

const ROOT_OPENING = /<div id="root"[^>]*>/;

/** The shell's page with its root's content replaced, and the data carried after it (`<` escaped, so no text closes the script). */
function withMarkup(page: string, markup: string, data: FirstVisitData): string {
  const opening = ROOT_OPENING.exec(page);
  const bodyEnd = page.lastIndexOf('</body>');
  const rootEnd = page.lastIndexOf('</div>', bodyEnd);
  if (!opening || bodyEnd < 0 || rootEnd < opening.index) throw new Error('The shell has no root to render into');
  const carried = JSON.stringify(data).replace(/</g, '\\u003c');
  const start = opening.index + opening[0].length;
  return `${page.slice(0, start)}${markup}</div>\n    <script type="application/json" id="${FIRST_VISIT_DATA_ID}">${carried}</script>${page.slice(rootEnd + '</div>'.length)}`;
}

/**
 * A first visit's page of Round Times or the Leaderboard with its first rows in its HTML, for the view
 * its query string asks (a search sent by the page's form without JavaScript too), or of a replay with
 * its round's summary: on a phone they show a round trip after the visit begins, before any of the
 * app's code has arrived. The service worker
 * answers later visits with the shell, and the device has the rows itself by then. Renders run one at
 * a time: the renderer swaps globals while it runs. Null where the build left no renderer: the shell
 * answers then, as before.
 */
export function firstVisitPages(staticDir: string, dataOf: Record<FirstVisitScreen, FirstVisitRows>, logger: Logger): FirstVisitPages {
  let renderer: Promise<Renderer | null> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const loadRenderer = () =>
    (renderer ??= fs.existsSync(RENDERER_FILE)
      ? (import(pathToFileURL(RENDERER_FILE).href) as Promise<Renderer>).catch((err: unknown) => {
          logger.error({ err }, 'the first-visit renderer failed to load: first visits get the shell');
          return null;
        })
      : Promise.resolve(null));

  return async function firstVisitPage(urlPath, search) {
    const screen = firstVisitScreen(urlPath);
    if (!screen) return null;
    const shellFile = path.join(staticDir, screenShellFile(urlPath));
    const render = await loadRenderer();
    if (!render || !fs.existsSync(shellFile)) return null;
    const data = await dataOf[screen]({ path: urlPath, search: render.parseSearch(search) });
    const url = search ? `${urlPath}?${search}` : urlPath;
    const rendered = queue.then(() => render.renderFirstVisit(url, data));
    queue = rendered.catch(() => undefined);
    return withMarkup(await fs.promises.readFile(shellFile, 'utf8'), await rendered, data);
  };
}
