import { use, useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter, PRODUCT } from './router';

const router = createAppRouter();

/** Titles follow every navigation: 'BA Times | <route title>', or the product name alone. */
router.subscribe('onResolved', () => {
  const matches = router.state.matches;
  const title = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
  document.title = title ? `${PRODUCT} | ${title}` : PRODUCT;
});

/**
 * Loads the screen of the current path (its guards and code). A hydrating render (app/main.tsx) waits
 * for it: before, the router has no screen to render and the prerendered one would be thrown away.
 */
export function loadFirstScreen(): Promise<void> {
  return router.load();
}

/** The app; with `waitFor`, it renders once that settles, the page's own markup standing meanwhile. */
export function App(props: { waitFor?: Promise<void> }) {
  if (props.waitFor) use(props.waitFor);
  // Until then the page's controls are markup alone: a click on them does nothing.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return <RouterProvider router={router} />;
}
