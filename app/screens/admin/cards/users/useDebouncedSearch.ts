import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the server is asked: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's text and the search it settles into once typing pauses. `searchNow` skips the wait
 * (a search set by the app, not typed).
 */
export function useDebouncedSearch(): { text: string; search: string; type(text: string): void; searchNow(text: string): void } {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    text,
    search,
    type(next) {
      setText(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setSearch(next), SEARCH_DEBOUNCE_MS);
    },
    searchNow(next) {
      window.clearTimeout(timer.current);
      setText(next);
      setSearch(next);
    },
  };
}
