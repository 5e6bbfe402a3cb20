import { useState } from 'react';

/** The query string keeps at most this many characters of a search (leaderboardSearch's schema). */
const SEARCH_MAX = 64;

/**
 * The search box's text, written to the URL on each keystroke. The URL answers a moment later, so the
 * box keeps its own text and takes the URL's only when it is not an echo of what was typed: after
 * back/forward or a followed link. Otherwise a late echo of 'a' would wipe the 'ab' typed since.
 */
export function useSearchText(urlText: string, write: (text: string) => void): [string, (text: string) => void] {
  const [state, setState] = useState({ text: urlText, seen: urlText, echoes: [] as string[] });
  let current = state;
  if (urlText !== state.seen) {
    const echo = state.echoes.indexOf(urlText);
    current = echo >= 0 ? { ...state, seen: urlText, echoes: state.echoes.slice(echo + 1) } : { text: urlText, seen: urlText, echoes: [] };
    setState(current);
  }
  const type = (text: string) => {
    const written = text.slice(0, SEARCH_MAX);
    // Typing back to what the URL already shows leaves nothing pending: older echoes may never come.
    setState((held) => ({ ...held, text, echoes: written === held.seen ? [] : [...held.echoes, written] }));
    write(written);
  };
  return [current.text, type];
}
