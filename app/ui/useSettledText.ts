import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * How long typing must pause before a search box hands its text on: a key costs the box alone, and
 * the list (or the server) follows a name, not each letter of it.
 */
export const SEARCH_SETTLE_MS = 250;

/**
 * A search box's own text over `value`, the search it settles into once typing pauses. `now` skips
 * the wait (Enter, the clear button). A `value` set from outside (a link, Back, the app) replaces the
 * text; the box's own settled text coming back does not, so keys typed meanwhile are kept.
 */
export function useSettledText(value: string, onSettle: (value: string) => void): { text: string; type(text: string): void; now(text: string): void } {
  const [text, setText] = useState(value);
  const [handedOn, setHandedOn] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== handedOn) {
      setHandedOn(value);
      setText(value);
    }
  }
  const settle = useRef(onSettle);
  useLayoutEffect(() => {
    settle.current = onSettle;
  });
  const handOn = (next: string) => {
    setHandedOn(next);
    settle.current(next);
  };
  // Each key restarts the wait; a text handed on (or set from outside) has none.
  useEffect(() => {
    if (text === handedOn) return;
    const timer = window.setTimeout(() => {
      setHandedOn(text);
      settle.current(text);
    }, SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [text, handedOn]);
  return {
    text,
    type: setText,
    now(next) {
      setText(next);
      handOn(next);
    },
  };
}
