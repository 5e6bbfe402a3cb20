import { playerSearchMatches } from '../account';
import { FORMATS } from '../constants';
import { suspiciousReasons, type SuspicionContext } from '../suspicious';
import type { AltsLookup } from '../account';
import { pageOf, pageRange } from './paging';
import type { RoundData } from './data';
import { roundRow } from './row';
import type { RoundListQuery, RoundPage } from './types';

/** Timestamps in the API's one format compare as text. */
const isBetween = (date: string | null, { from, to }: { from: string; to: string }): boolean => date !== null && date >= from && date < to;

/** The Round Times page (or the admin's suspicious list) for a query: filter, in sorted order, one page. */
export function queryRoundList(
  data: RoundData,
  alts: AltsLookup,
  query: RoundListQuery,
): RoundPage {
  const { rounds, formats } = data;
  const format = query.format === null ? null : FORMATS.indexOf(query.format);
  const hasPb = query.pbsOnly ? data.hasPb() : null;
  const found = playerSearchMatches(data.search, query.search);
  const suspicion: SuspicionContext | null =
    query.suspiciousAt === undefined ? null : { nowMs: query.suspiciousAt, roundsPerName: data.roundsPerName() };
  const { between } = query;
  const filtered = format !== null || hasPb !== null || found !== null || suspicion !== null || between !== undefined;
  // Typed columns first; the suspicious rules run only on rounds that passed the rest.
  const matches = (i: number): boolean =>
    (format === null || formats[i] === format) &&
    (hasPb === null || hasPb[i] === 1) &&
    (found === null || found[i] === 1) &&
    (between === undefined || isBetween(rounds[i]!.round_date, between)) &&
    (suspicion === null || suspiciousReasons(rounds[i]!, suspicion).length > 0);
  const { items, total } = pageOf(
    data.sorted(query.sortBy),
    query.order,
    filtered ? matches : null,
    pageRange(query.page, query.pageSize),
  );
  return { rows: items.map((index) => roundRow(data, alts, index, suspicion)), total };
}
