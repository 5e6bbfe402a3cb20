import { createContext } from 'react';
import { queryKey } from '../../../domain/queryKey';
import type { QueryKey } from '../keys';

/**
 * Answers the server worked out with the page it sent (a first visit's rows, app/prerender), by the
 * key of the query they answer: the screen draws them at once and hydrates over the same markup.
 */
export const FirstAnswers = createContext<ReadonlyMap<string, unknown>>(new Map());

/** Where a query's first answer is kept in FirstAnswers: its key (app/data/keys.ts) as text. */
export const firstAnswerKey = (key: QueryKey): string => queryKey(key);
