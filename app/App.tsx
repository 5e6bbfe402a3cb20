import { use, useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | null = null;

/**
 * The app's router, made on first use rather than as this module loads: app/main.tsx makes it in a
 * task after the one that evaluates the app's code, so neither is as long as both were together.
 */
function appRouter(): ReturnType<typeof createAppRouter> {
  router ??= createAppRouter();
  return router;
}

/**
 * Loads the screen of the current path (its guards, code and parts). A hydrating render (app/main.tsx)
 * waits for it: before, the router has no screen to render and the prerendered one would be thrown
 * away, and a part still loading would leave its controls dead after the page says it answers.
 */
export async function loadFirstScreen(): Promise<void> {
  const made = appRouter();
  await made.load();
  await Promise.all(made.state.matches.map((match) => match.staticData?.loadParts?.()));
}

/** The app; with `waitFor`, it renders once that settles, the page's own markup standing meanwhile. */
export function App(props: { waitFor?: Promise<void> }) {
  if (props.waitFor) use(props.waitFor);
  // Until then the page's controls are markup alone: a click on them does nothing.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return <RouterProvider router={appRouter()} />;
}
