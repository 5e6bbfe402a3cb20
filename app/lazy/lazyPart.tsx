import { use, type ComponentType, type ReactElement } from 'react';
import { loadOnce } from './loadOnce';

export interface LazyPart<P> {
  /** Renders the part: at once when its code is in, suspending until it is otherwise. */
  Part: ComponentType<P>;
  /** Starts loading the code (once), settling when it is in. */
  load(): Promise<void>;
}

/**
 * A part of a screen in a chunk of its own. Unlike React.lazy, which suspends on its first render even
 * when the code is already in, a loaded part renders straight away: hydrating the prerendered page, a
 * boundary that suspends stays bare markup for a moment after the page answers, and a press in that
 * moment is dropped.
 */
export function lazyPart<P extends object>(importPart: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  const load = loadOnce(() =>
    importPart().then((component) => {
      loaded = component;
    }),
  );
  function Part(props: P): ReactElement {
    if (!loaded) use(load());
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }
  return { Part, load };
}
