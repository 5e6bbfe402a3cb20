import { dayBetween } from '../../../../domain/routeSearch';
import { useCallback, useMemo, useState } from 'react';
import { dataWorker } from '../../../data/dataWorker';
import { queryKeys } from '../../../data/keys';
import { withData, type QueryState } from '../../../data/query/queryState';
import { useWorkerQuery } from '../../../data/query/useWorkerQuery';
import type { PageSize, RoundListQuery, RoundPage, RoundRow } from '../../../../domain/roundList/types';
import type { RoundsView } from './view';

/** Rows fetched per request while scrolling through 'all': a screenful or two. */
const BLOCK = 100;

export type RoundFilters = Omit<RoundListQuery, 'page' | 'pageSize'>;

/** The filters of a view, as the rows are asked for with them. */
export function filtersOf(view: RoundsView, suspiciousAt?: number): RoundFilters {
  return { format: view.format, search: view.search, pbsOnly: view.pbsOnly, sortBy: view.sortBy, order: view.order, suspiciousAt, ...(view.day ? { between: dayBetween(view.day) } : {}) };
}

/** A page of rounds the server sent with a first visit's page, as the rows' query answers it (see FirstAnswers). */
export const firstRoundRows = (page: RoundPage) => ({ rows: page.rows, total: page.total, synced: true });

export interface RoundRows {
  /** Rows matching the filters, over every page. */
  total: number;
  /** Whether a sync has written the rounds yet: before it, an empty list means 'not here yet'. */
  synced: boolean;
  /** Positions the table lists: the page's rows, or every matching row for 'all'. */
  count: number;
  /** The row at a position, or undefined while its block is on its way. */
  rowAt(index: number): RoundRow | undefined;
  /** Asks for the block holding a position (only 'all' has rows still to fetch). */
  request(index: number): void;
}

interface Blocks {
  key: string;
  rows: ReadonlyMap<number, RoundRow[]>;
}

const NO_BLOCKS: ReadonlyMap<number, RoundRow[]> = new Map();

/**
 * A page of rounds from the data worker. For 'all' only the first block comes at once and the others
 * as the table scrolls to them, so 100k rounds never cross from the worker in one message.
 */
export function useRoundRows(filters: RoundFilters, page: number, pageSize: PageSize): QueryState<RoundRows> {
  const all = pageSize === 'all';
  // Only 'all' keeps the version: its later blocks must come from the same one. A page leaves it
  // out, so a data move that leaves the page's rows as they were does not render the table again.
  const listed = useWorkerQuery(
    queryKeys.roundList(filters, page, pageSize),
    (worker) => worker.roundList({ ...filters, page: all ? 0 : page, pageSize: all ? BLOCK : pageSize }),
    { keepVersion: all },
  );
  const first = listed.data;
  // Blocks belong to one filter set at one data version; a new sync or filter starts over.
  const key = JSON.stringify([filters, first?.version]);
  const [blocks, setBlocks] = useState<Blocks>({ key, rows: NO_BLOCKS });
  // Blocks asked for and not yet answered; a set kept for the hook's life, read only in `request`.
  const [pending] = useState(() => new Set<string>());
  const loaded = blocks.key === key ? blocks.rows : NO_BLOCKS;

  const version = first?.version;
  const request = useCallback(
    (index: number) => {
      const block = Math.floor(index / BLOCK);
      const id = `${key}#${block}`;
      if (!all || version === undefined || block === 0 || loaded.has(block) || pending.has(id)) return;
      pending.add(id);
      void dataWorker()
        .roundList({ ...filters, page: block, pageSize: BLOCK })
        .then(
          (answer) => {
            if (answer.version !== version) return;
            setBlocks((held) => ({ key, rows: new Map(held.key === key ? held.rows : NO_BLOCKS).set(block, answer.rows) }));
          },
          (err: unknown) => console.error('data worker query failed', err),
        )
        .finally(() => pending.delete(id));
    },
    // The key stands for the filters and the version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, all, loaded],
  );

  const rows = useMemo((): RoundRows | undefined => {
    if (!first) return undefined;
    // An answer still held from 'all' may be longer than a page, for the moment until the new one.
    if (!all) return { total: first.total, synced: first.synced, count: Math.min(first.rows.length, pageSize), rowAt: (index) => first.rows[index], request: () => undefined };
    return {
      total: first.total,
      synced: first.synced,
      count: first.total,
      rowAt: (index) => (index < BLOCK ? first.rows[index] : loaded.get(Math.floor(index / BLOCK))?.[index % BLOCK]),
      request,
    };
  }, [first, all, pageSize, loaded, request]);
  return withData(listed, rows);
}
