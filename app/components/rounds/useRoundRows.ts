import { useCallback, useMemo, useRef, useState } from 'react';
import { dataWorker, firstAnswerKey, useStats } from '../../data/stats';
import { DEFAULT_ROUND_LIST_QUERY, type PageSize, type RoundListQuery, type RoundPage, type RoundRow } from '../../../domain/roundList/types';
import { DEFAULT_ROUNDS_VIEW, type RoundsView } from './view';

/** Rows fetched per request while scrolling through 'all': a screenful or two. */
const BLOCK = 100;

export type RoundFilters = Omit<RoundListQuery, 'page' | 'pageSize'>;

/** The filters of a view, as the rows are asked for with them. */
export function filtersOf(view: RoundsView, suspiciousAt?: number): RoundFilters {
  return { format: view.format, search: view.search, pbsOnly: view.pbsOnly, sortBy: view.sortBy, order: view.order, suspiciousAt };
}

/** The rows of Round Times' first page in its default view, as the server sends them with a first visit's page: a first answer (see useStats). */
export function defaultFirstPage(page: RoundPage): [string, unknown] {
  return [firstAnswerKey([filtersOf(DEFAULT_ROUNDS_VIEW), DEFAULT_ROUND_LIST_QUERY.page, DEFAULT_ROUND_LIST_QUERY.pageSize]), { rows: page.rows, total: page.total, synced: true }];
}

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
 * A page of rounds from the data worker; undefined until the first answer. For 'all' only the first
 * block comes at once and the others as the table scrolls to them, so 100k rounds never cross from
 * the worker in one message.
 */
export function useRoundRows(filters: RoundFilters, page: number, pageSize: PageSize): RoundRows | undefined {
  const all = pageSize === 'all';
  const first = useStats(async (worker) => {
    const { rows, total, version, synced } = await worker.roundList({ ...filters, page: all ? 0 : page, pageSize: all ? BLOCK : pageSize });
    // Only 'all' keeps the version: its later blocks must come from the same one. A page leaves it
    // out, so a data move that leaves the page's rows as they were does not render the table again.
    return { rows, total, synced, version: all ? version : undefined };
  }, [filters, page, pageSize]);
  // Blocks belong to one filter set at one data version; a new sync or filter starts over.
  const key = JSON.stringify([filters, first?.version]);
  const [blocks, setBlocks] = useState<Blocks>({ key, rows: NO_BLOCKS });
  const pending = useRef(new Set<string>());
  const loaded = blocks.key === key ? blocks.rows : NO_BLOCKS;

  const version = first?.version;
  const request = useCallback(
    (index: number) => {
      const block = Math.floor(index / BLOCK);
      const id = `${key}#${block}`;
      if (!all || version === undefined || block === 0 || loaded.has(block) || pending.current.has(id)) return;
      pending.current.add(id);
      void dataWorker()
        .roundList({ ...filters, page: block, pageSize: BLOCK })
        .then(
          (answer) => {
            if (answer.version !== version) return;
            setBlocks((held) => ({ key, rows: new Map(held.key === key ? held.rows : NO_BLOCKS).set(block, answer.rows) }));
          },
          (err: unknown) => console.error('data worker query failed', err),
        )
        .finally(() => pending.current.delete(id));
    },
    // The key stands for the filters and the version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, all, loaded],
  );

  return useMemo(() => {
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
}
