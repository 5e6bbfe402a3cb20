import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { errorState, loadingState, notYet, readyState, withData, type QueryState } from '../../app/data/query/queryState';
import { LoadState } from '../../app/ui/LoadState';

type Props = ComponentProps<typeof LoadState<string[]>>;

/** The text LoadState shows, tags left out, and the roles it gives. */
function shown(query: QueryState<string[]>, props: Partial<Props> = {}): { text: string; roles: string[] } {
  const html = renderToStaticMarkup(createElement(LoadState<string[]>, { query, what: 'rounds', children: (names) => names.join(', '), ...props }));
  return { text: html.replace(/<[^>]+>/g, ''), roles: [...html.matchAll(/role="(\w+)"/g)].map((match) => match[1]!) };
}

describe('LoadState', () => {
  it("says what is loading, ending in '…', as a status", () => {
    expect(shown(loadingState())).toEqual({ text: 'Loading rounds…', roles: ['status'] });
  });

  it("says a screen's loading line in SPEC's words where the screen gives them", () => {
    expect(shown(loadingState(), { loadingText: 'Loading rounds...' })).toEqual({ text: 'Loading rounds...', roles: ['status'] });
  });

  it('shows the data once there is some, and keeps it while a newer answer loads', () => {
    expect(shown(readyState(['Alpha', 'Bravo'])).text).toBe('Alpha, Bravo');
    expect(shown(loadingState(['Alpha'])).text).toBe('Alpha');
  });

  it("says why it failed as an alert, in the screen's words when given, with Try again when offered", () => {
    const failed = errorState<string[]>(new Error('Server down.'));
    expect(shown(failed)).toEqual({ text: 'Could not load rounds: Server down.', roles: ['alert'] });
    expect(shown(failed, { failed: 'The rounds could not be loaded.' }).text).toBe('The rounds could not be loaded.');
    expect(shown(failed, { failed: (error) => `Failed: ${(error as Error).message}`, onRetry: () => undefined }).text).toBe('Failed: Server down.Try again');
  });

  it('says an answer with nothing to show is empty', () => {
    const empty = { text: 'No rounds yet.', when: (names: string[]) => names.length === 0 };
    expect(shown(readyState([]), { empty })).toEqual({ text: 'No rounds yet.', roles: [] });
    expect(shown(readyState(['Alpha']), { empty }).text).toBe('Alpha');
  });

  it('notes a failed refresh below the data held only when asked to', () => {
    const refreshFailed = errorState(new Error('Server down.'), ['Alpha']);
    expect(shown(refreshFailed).text).toBe('Alpha');
    expect(shown(refreshFailed, { noteFailedRefresh: true }).text).toBe('AlphaCould not refresh: Server down.');
  });
});

describe('a query state', () => {
  it("reads an answer that only says 'not here yet' as loading", () => {
    const notSynced = (names: string[]) => names.length === 0;
    expect(notYet(readyState<string[]>([]), notSynced)).toEqual(loadingState());
    expect(notYet(readyState(['Alpha']), notSynced)).toEqual(readyState(['Alpha']));
  });

  it('keeps its status and error with other data in its place', () => {
    expect(withData(readyState(1), 'one')).toEqual(readyState('one'));
    expect(withData(readyState(1), undefined)).toEqual(loadingState());
    expect(withData(loadingState(1), 'one')).toEqual(loadingState('one'));
    expect(withData(errorState('down', 1), 'one')).toEqual(errorState('down', 'one'));
  });
});
