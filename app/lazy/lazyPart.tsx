import type { FunctionComponent, ReactElement } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';

/** A component whose code is in a chunk of its own. */
export interface LazyPart<P> {
  (props: P): ReactElement;
  /** Starts loading the code, settling once it is in (or failed); the router calls it before it shows a route's screen. */
  preload(): Promise<void>;
}

/**
 * The app's one way to load code lazily: a screen, or a part of one, in a chunk of its own. Unlike
 * React.lazy, which suspends on its first render even when the code is already in, a loaded part
 * renders straight away: hydrating the prerendered page, a boundary that suspends stays bare markup
 * for a moment after the page answers, and a press in that moment is dropped. TanStack's
 * lazyRouteComponent does this (and reloads the page once when a deploy has removed the chunk); its
 * own preload is dropped once the code is in, so the part offers one that stays.
 */
export function lazyPart<P extends object>(importPart: () => Promise<FunctionComponent<P>>): LazyPart<P> {
  const Loading = lazyRouteComponent(() => importPart().then((component) => ({ component })), 'component');
  function Part(props: P): ReactElement {
    return <Loading {...props} />;
  }
  return Object.assign(Part, { preload: () => Loading.preload?.() ?? Promise.resolve() });
}
