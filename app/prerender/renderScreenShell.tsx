import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory, createRootRoute, createRouter, defaultParseSearch, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { Shell } from '../shell/Shell';
import { FirstAnswers } from '../data/query/firstAnswers';
import { createAppRouter } from '../router';
import type { FirstVisitData } from '../../domain/screenShells';
import { firstAnswersOf } from '../firstVisit';

/** A router whose only route is the app's shell: the page that stands for any screen. */
function shellRouter(history: RouterHistory) {
  return createRouter({ routeTree: createRootRoute({ component: Shell, notFoundComponent: () => null }), history });
}

/**
 * The markup of a screen as it first appears, before any data (or of the shell alone, for a null
 * path): the app's own components rendered at build time, so the page paints as soon as its HTML
 * arrives, and the client hydrates it (app/main.tsx). Lazy parts are in it: the client waits for them
 * before hydrating their boundary.
 */
export function renderScreenShell(path: string | null): Promise<string> {
  return withoutBrowserGlobals(() => renderMarkup(path, new Map()));
}

/**
 * A first visit's page of a screen, at its address, with its first rows in it. The page carries the
 * data too: the client hydrates the same rows from it (app/main.tsx), so they show before any code has run.
 */
export function renderFirstVisit(url: string, data: FirstVisitData): Promise<string> {
  return withoutBrowserGlobals(() => renderMarkup(url, firstAnswersOf(data)));
}

/** A query string read as the app's router reads it: the server works out the same view the client will show. */
export const parseSearch = (search: string): Record<string, unknown> => defaultParseSearch(search);

async function withoutBrowserGlobals<T>(render: () => Promise<T>): Promise<T> {
  // The router's browser build reads `window?.origin` and registers itself on `self`: an empty window
  // keeps it on the path without an origin (`typeof window` still says it is no browser), and a
  // `self` of its own takes the registration. Both go back as they were: this runs inside the build,
  // and inside the server for a first visit's page (one render at a time there).
  const held = { window: Object.getOwnPropertyDescriptor(globalThis, 'window'), self: Object.getOwnPropertyDescriptor(globalThis, 'self') };
  Object.assign(globalThis, { window: undefined, self: {} });
  try {
    return await render();
  } finally {
    for (const [name, descriptor] of Object.entries(held)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}

async function renderMarkup(path: string | null, answers: ReadonlyMap<string, unknown>): Promise<string> {
  const history = createMemoryHistory({ initialEntries: [path ?? '/'] });
  const router = path ? createAppRouter({ history, scrollRestoration: false }) : shellRouter(history);
  await router.load();
  const app = (
    <StrictMode>
      <FirstAnswers value={answers}>
        <RouterProvider router={router} />
      </FirstAnswers>
    </StrictMode>
  );
  // A first pass loads every lazy part: rendered again, they are all there, none left to stream in
  // with an inline script (which our CSP would refuse).
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _part of prelude);
  return renderToString(app);
}
